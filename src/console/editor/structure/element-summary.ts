import type { TFunction } from 'i18next';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { FlowElement } from '../../../types/schemas';
import { textIn } from '../localised';
import { ELEMENT_ICONS, styleIcon, styleTitle } from './palette';

/** How the outline names an element: its text in the editing language (markdown marks dropped), its kind and icon. */
export function summaryOf(element: FlowElement, language: string, t: TFunction<'console'>, registry: PluginRegistry) {
  if (element.type === 'question' && element.question) {
    const { style } = element.question;
    const text = textIn(element.question.body, language).text;
    return { text: plain(text) || t('editor.untitledQuestion'), kind: styleTitle(t, registry, style), icon: styleIcon(registry, style) };
  }
  const kind = t(`editor.elementTypes.${element.type}`);
  const text = plain(textIn(element.body, language).text);
  return { text: text || kind, kind, icon: ELEMENT_ICONS[element.type as keyof typeof ELEMENT_ICONS] };
}

const plain = (markdown: string) => markdown.replace(/[#*_`>[\]]/g, '').split('\n').map((line) => line.trim()).find(Boolean) ?? '';

import { TranslatableString, type IconButtonProps, type TemplatesType } from '@rjsf/utils';

/**
 * rjsf's default array buttons draw Bootstrap glyph icons, blank without Bootstrap's font: these say what they do in
 * words (through the form's translateString), at the console's small button size.
 */
function textButton(label: TranslatableString) {
  return function TextButton({ id, onClick, disabled, registry }: IconButtonProps) {
    return (
      <button type="button" id={id} className="cv-button cv-button--secondary cv-button--small" onClick={onClick} disabled={disabled}>
        {registry.translateString(label)}
      </button>
    );
  };
}

export const TEXT_BUTTONS: Partial<TemplatesType['ButtonTemplates']> = {
  AddButton: textButton(TranslatableString.AddItemButton),
  CopyButton: textButton(TranslatableString.CopyButton),
  MoveDownButton: textButton(TranslatableString.MoveDownButton),
  MoveUpButton: textButton(TranslatableString.MoveUpButton),
  RemoveButton: textButton(TranslatableString.RemoveButton),
  ClearButton: textButton(TranslatableString.ClearLabel),
};

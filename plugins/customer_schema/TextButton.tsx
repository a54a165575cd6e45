import { TranslatableString, type IconButtonProps, type TemplatesType } from '@rjsf/utils';

/**
 * rjsf's default buttons draw Bootstrap 3 glyph icons, which are blank without Bootstrap's font: these say what
 * they do in words (translated through the form's translateString) and are 44 px tall.
 */
function textButton(label: TranslatableString) {
  return function TextButton({ id, onClick, disabled, registry }: IconButtonProps) {
    return (
      <button type="button" id={id} className="cv-customer-schema__button" onClick={onClick} disabled={disabled}>
        {registry.translateString(label)}
      </button>
    );
  };
}

export const textButtons: Partial<TemplatesType['ButtonTemplates']> = {
  AddButton: textButton(TranslatableString.AddItemButton),
  CopyButton: textButton(TranslatableString.CopyButton),
  MoveDownButton: textButton(TranslatableString.MoveDownButton),
  MoveUpButton: textButton(TranslatableString.MoveUpButton),
  RemoveButton: textButton(TranslatableString.RemoveButton),
  ClearButton: textButton(TranslatableString.ClearLabel),
};

import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FormGroup } from './ui-schema';

/**
 * The form's root as cards, one a group of the layout (General, Schedule, Appearance...), each a labelled region;
 * nested objects (the theme, a quota) as a fieldset with a legend.
 */
export function GroupedObjectTemplate({ properties, uiSchema, fieldPathId, title, description }: ObjectFieldTemplateProps) {
  const { t } = useTranslation('console');
  const groups = uiSchema?.['ui:groups'] as FormGroup[] | undefined;
  if (!groups || fieldPathId.path.length > 0) {
    return (
      <fieldset className="cv-config-form__fieldset">
        {title ? <legend className="cv-config-form__legend">{title}</legend> : null}
        {description}
        <div className="cv-config-form__fields">{properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>)}</div>
      </fieldset>
    );
  }
  const byName = new Map(properties.map((property) => [property.name, property]));
  return (
    <>
      {groups.map((group) => {
        const headingId = `${fieldPathId.$id}-group-${group.id}`;
        const shown = group.fields.map((name) => byName.get(name)).filter((property) => property && !property.hidden);
        if (shown.length === 0) return null;
        return (
          <section key={group.id} className="cv-console-card cv-config-form__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="cv-console-card__title">{t(`configForm.groups.${group.id}`)}</h2>
            <div className="cv-config-form__fields">{shown.map((property) => <div key={property!.name}>{property!.content}</div>)}</div>
          </section>
        );
      })}
    </>
  );
}

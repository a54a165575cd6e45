import type { ReactNode } from 'react';

/** A screen's title (its one h1) with a sentence on what it is for, and actions on the end side. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="cv-console-page-header">
      <div>
        <h1 className="cv-console-page-header__title">{title}</h1>
        {description ? <p className="cv-console-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="cv-console-page-header__actions">{actions}</div> : null}
    </div>
  );
}

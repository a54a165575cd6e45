import { useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { roleMay } from '../../server/accounts/roles';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import type { Flow } from '../../types/schemas';
import { LoadState } from '../ui/LoadState';
import { NoAccess } from '../ui/NoAccess';
import { installedPlugins } from '../../client/installed-plugins';
import { viewsOf } from '../../flow/screens/plugin-views';
import { EditorContext } from './editor-context';
import { createFixturesModel } from './fixtures-model';
import { FlowEditor } from './FlowEditor';
import { useEditorModel } from './use-editor-model';
import './editor.css';

/**
 * /console/flows/<id>: the flow's draft in the editor. Owners and editors change it; a viewer (content:read only)
 * reads it in the same layout with every editing control left out. The styles are the build's installed plugins
 * (outside ones included, README "Question plugins"), the same registry the respondent pages run.
 */
const prefetchFirstPage = (flow: Flow) => viewsOf(installedPlugins).prefetchFirstStateViews(flow);

export default function FlowEditorScreen({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const { api, session } = useConsole();
  const role = useUnit(session.$session)?.user.role ?? 'viewer';
  // The preview's first page needs its questions' views (a chunk per style): fetched as the draft arrives, beside
  // the render of its 200 pages rather than after it (bench:editor, README "Benchmarks").
  const model = useEditorModel(api, id, prefetchFirstPage);
  const [fixtures] = useState(() => createFixturesModel(api, id));
  const [flow, failure] = useUnit([model.$flow, model.$loadFailure]);
  usePageTitle(flow?.name ?? t('editor.title'));
  const readOnly = !roleMay(role, 'content:write');
  // The same object while the role holds: every page of the outline reads it, and a new one on each keystroke's
  // render would re-render them all past their memo.
  const editor = useMemo(() => ({ model, readOnly }), [model, readOnly]);
  if (!roleMay(role, 'content:read')) return <NoAccess />;
  return (
    <EditorContext.Provider value={editor}>
      <LoadState data={flow} failure={failure} onRetry={() => model.opened()}>
        {(loaded) => <FlowEditor flow={loaded} registry={installedPlugins} fixtures={fixtures} />}
      </LoadState>
    </EditorContext.Provider>
  );
}

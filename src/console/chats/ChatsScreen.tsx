import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../api/types';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { DataTable, type Column } from '../ui/DataTable';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';

/** Recent chats, newest first; replying happens in the agent console, which this screen links to. */
export function ChatsScreen() {
  const { t, i18n } = useTranslation('console');
  const { chats } = useConsole();
  const [data, failure] = useUnit([chats.$data, chats.$failure]);
  usePageTitle(t('sections.chats.title'));
  useEffect(() => {
    chats.opened();
  }, [chats]);

  const columns: Column<ChatSummary>[] = [
    { key: 'customer', label: t('chats.customer'), render: (chat) => <span className="cv-console-strong">{chat.customer.name ?? chat.customer.email ?? t('chats.anonymous')}</span> },
    { key: 'status', label: t('chats.status'), render: (chat) => <span className={`cv-console-badge cv-console-badge--chat-${chat.status}`}>{t(`chats.statuses.${chat.status}`)}</span> },
    { key: 'last', label: t('chats.lastMessage'), render: (chat) => <span className="cv-console-clip">{chat.last_message?.body ?? '—'}</span> },
    { key: 'when', label: t('chats.when'), render: (chat) => {
      const at = chat.last_message?.created_at ?? chat.created_at;
      return <time dateTime={at}>{formatDateTime(at, i18n.language)}</time>;
    } },
  ];
  return (
    <>
      <PageHeader
        title={t('sections.chats.title')}
        description={t('sections.chats.description')}
        actions={<a className="cv-button cv-button--primary" href="/agent">{t('chats.openAgentConsole')}</a>}
      />
      <div className="cv-console-card">
        <LoadState data={data} failure={failure} onRetry={() => chats.reloaded()}>
          {(list) => <DataTable caption={t('sections.chats.title')} columns={columns} rows={list} rowKey={(chat) => chat.feedback_id} empty={t('chats.empty')} />}
        </LoadState>
      </div>
    </>
  );
}

import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authRoutes } from '../accounts/auth-routes';
import { passwordResetRoutes } from '../accounts/password-reset-routes';
import { mailChoiceRoutes } from '../messaging/mail-choice-routes';
import { accountRoutes } from './account-routes';
import { fileAnswerRoutes } from './file-answer-routes';
import { flowFixtureRoutes } from './flow-fixture-routes';
import { flowRoutes } from './flow-routes';
import { nodeWidgetRoutes } from './node-widget-routes';
import { resultsRoutes } from './results-routes';
import { summaryRoutes } from './summary-routes';
import { webhookRoutes } from './webhook-routes';
import { workspaceRoutes } from './workspace-routes';
import { reportRoutes } from './report-routes';
import { checkResponses } from './schema-registry';
import { schemaFileRoutes } from './schema-files';
import { describeApi } from './openapi';

/**
 * Accounts (/v1/auth/) and the management API (/v1/manage/), in one scope whose requests and answers are checked
 * against the JSON Schemas of schemas/ (issue #17).
 */
export async function manageModule(app: FastifyInstance, context: ServerContext): Promise<void> {
  schemaFileRoutes(app);
  await app.register(async (scope) => {
    checkResponses(scope);
    await describeApi(scope, context.config.publicUrl);
    authRoutes(scope, context);
    accountRoutes(scope, context);
    passwordResetRoutes(scope, context);
    mailChoiceRoutes(scope, context);
    flowRoutes(scope, context);
    flowFixtureRoutes(scope, context);
    nodeWidgetRoutes(scope, context);
    resultsRoutes(scope, context);
    summaryRoutes(scope, context);
    fileAnswerRoutes(scope, context);
    webhookRoutes(scope, context);
    workspaceRoutes(scope, context);
    reportRoutes(scope, context);
  });
}

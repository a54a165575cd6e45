import type { components } from './schema';

/** Shorthands for the generated schema types the console shows (one source: the OpenAPI document). */
type Schemas = components['schemas'];
export type User = Schemas['manage-account-user'];
export type Role = Schemas['manage-account-role'];
export type SessionData = Schemas['manage-account-session'];
export type Invitation = Schemas['manage-account-invitation'];
export type ApiToken = Schemas['manage-account-token'];
export type AuditEntry = Schemas['manage-account-auditEntry'];
export type MailChoices = Schemas['manage-account-mailChoices'];
export type FlowSummary = Schemas['manage-content-flowSummary'];
export type FlowDetail = Schemas['manage-content-flowDetail'];
export type FlowTemplate = Schemas['manage-content-flowTemplate'];
export type FixtureFailure = Schemas['manage-content-fixtureFailure'];
export type ChatSummary = Schemas['manage-results-chatSummary'];
export type ResultsSummary = Schemas['manage-summary-summary'];
export type ResultsCard = Schemas['manage-summary-card'];
export type ResponseRow = Schemas['manage-summary-responseRow'];
export type ResponsePage = Schemas['manage-summary-responsePage'];
export type FileAnswer = Schemas['manage-summary-fileAnswer'];
export type FileView = Schemas['manage-summary-fileView'];
export type StoredFeedback = Schemas['manage-results-storedFeedback'];
export type WebhookEndpoint = Schemas['manage-webhooks-endpoint'];
export type WebhookEndpointInput = Schemas['manage-webhooks-endpointInput'];
export type WebhookEndpointChange = Schemas['manage-webhooks-endpointChange'];
export type WebhookDelivery = Schemas['manage-webhooks-delivery'];
export type WebhookEventType = Schemas['manage-webhooks-eventType'];

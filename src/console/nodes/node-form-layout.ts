import type { CustomValidator } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { FormLayout } from '../config-form/ui-schema';
import type { NodeDocument } from './model';

const localised = { 'ui:field': 'localisedText' };

/** The node form's cards and the project's fields it uses; the properties come from schemas/node.schema.json. */
export const NODE_FORM_LAYOUT: FormLayout = {
  prefix: 'nodes',
  groups: [
    { id: 'general', fields: ['id', 'operating', 'name', 'type', 'status', 'flow_id', 'non_operating_hours_flow_id', 'default_language_id', 'country_code'] },
    { id: 'schedule', fields: ['operating_24_7', 'time_zone', 'operating_hours', 'activation_start_date', 'activation_end_date', 'activation_expired_message'] },
    { id: 'appearance', fields: ['primary_color', 'theme', 'logo_url', 'favicon_url', 'css_url_react', 'canvass_branding'] },
    { id: 'behaviour', fields: ['prevent_multiple_feedback', 'multiple_feedback_delay_period', 'idle_reset_timeout_in_seconds', 'thank_you_duration_in_seconds', 'unsubscribe_visible', 'channel_quota'] },
    { id: 'security', fields: ['use_signature_verify', 'public_key'] },
  ],
  fields: {
    // The id names the node in every link and feedback: it is not changed here.
    id: { 'ui:readonly': true },
    // Whether the node was open when the server answered: the server's to say, not a setting.
    operating: { 'ui:widget': 'hidden' },
    flow_id: { 'ui:field': 'picker', 'ui:fieldReplacesAnyOrOneOf': true, 'ui:options': { source: 'flows' } },
    non_operating_hours_flow_id: { 'ui:field': 'picker', 'ui:fieldReplacesAnyOrOneOf': true, 'ui:options': { source: 'flows' } },
    default_language_id: { 'ui:field': 'picker', 'ui:options': { source: 'languages', numeric: true } },
    operating_hours: { 'ui:field': 'operatingHours' },
    activation_start_date: { 'ui:widget': 'dateTime', 'ui:options': { emptyKey: 'nodes.fromAlways' } },
    activation_end_date: { 'ui:widget': 'dateTime', 'ui:options': { emptyKey: 'nodes.neverEnds' } },
    activation_expired_message: localised,
    primary_color: { 'ui:widget': 'colour' },
    theme: { background_color: { 'ui:widget': 'colour', 'ui:options': { textColour: '#000000' } } },
    public_key: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
  },
};

/** The activation window ends after it starts (end exclusive, SPEC 4.2): otherwise the node would never collect. */
export const activationWindowCheck = (t: TFunction<'console'>): CustomValidator<NodeDocument> => (node, errors) => {
  const [start, end] = [node?.activation_start_date, node?.activation_end_date].map((date) => (date ? Date.parse(date) : NaN));
  if (start! >= end!) errors.activation_end_date?.addError(t('nodes.endBeforeStart'));
  return errors;
};

import type { FormLayout } from '../config-form/ui-schema';

const localised = { 'ui:field': 'localisedText' };
const colourOnFont = { 'ui:widget': 'colour', 'ui:options': { textColour: 'font_color' } };

/** The widget form's cards and the project's fields it uses; the properties come from schemas/widget.schema.json. */
export const WIDGET_FORM_LAYOUT: FormLayout = {
  prefix: 'widgets',
  groups: [
    { id: 'general', fields: ['code', 'node_id', 'default_language_code', 'is_visible', 'enabled_on_mobile', 'web_channel'] },
    { id: 'targeting', fields: ['enabled_urls', 'enabled_domains'] },
    { id: 'display', fields: ['display_interval', 'display_on_exit', 'display_once', 'display_once_delay_period', 'prevent_multiple_feedback', 'multiple_feedback_delay_period'] },
    { id: 'launcher', fields: ['modal_mode', 'modal_toggle_text', 'hide_widget', 'popover_text', 'popover_text_vertical', 'popover_text_width', 'popover_text_height', 'size', 'margin', 'widget_top_position', 'widget_top_position_type', 'widget_right_position', 'widget_right_position_type'] },
    { id: 'appearance', fields: ['primary_color', 'secondary_color', 'font_color', 'theme', 'radius', 'width', 'width_type', 'full_page_on_mobile', 'matrix_question_view_type', 'node_logo_url', 'canvass_branding'] },
    { id: 'security', fields: ['secure_mode', 'security_token', 'identity_secret'] },
  ],
  fields: {
    // The code is in every host page's snippet: it is not changed here.
    code: { 'ui:readonly': true },
    node_id: { 'ui:field': 'picker', 'ui:options': { source: 'nodes' } },
    default_language_code: { 'ui:field': 'picker', 'ui:options': { source: 'languages' } },
    enabled_urls: { 'ui:field': 'urlPatterns' },
    modal_toggle_text: localised,
    popover_text: localised,
    primary_color: colourOnFont,
    secondary_color: colourOnFont,
    // The font colour is read against the primary colour it sits on.
    font_color: { 'ui:widget': 'colour', 'ui:options': { textColour: 'primary_color' } },
    theme: { background_color: { 'ui:widget': 'colour', 'ui:options': { textColour: '#000000' } } },
    security_token: { 'ui:widget': 'password' },
    identity_secret: { 'ui:widget': 'password' },
  },
};

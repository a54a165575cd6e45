import { optionsField, settingsForm } from '../../src/plugin-api/editor-fields';

// SPEC 5: the chosen option's key becomes customer.gender, so every option has one.
const option = (key: string, text: string) => ({ id: key, key, body: { en: text } });

export const settingsSchema = settingsForm({
  options: optionsField(
    'Options',
    'The respondent picks one.',
    { keyRequired: "Stored as the customer's gender." },
    [option('female', 'Female'), option('male', 'Male'), option('non_binary', 'Non-binary'), option('undisclosed', 'Prefer not to say')],
  ),
});

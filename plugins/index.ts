// The one list of question styles: adding a style is a folder in plugins/ and one line here.
import type { AnyQuestionPlugin } from '../src/plugin-api/define-plugin';
import age from './age';
import agreement from './agreement';
import ces from './ces';
import checklist from './checklist';
import customScore from './custom_score';
import customerSchema from './customer_schema';
import datepicker from './datepicker';
import dropdown from './dropdown';
import dynamicMultipleChoice from './dynamic_multiple_choice';
import dynamicMultipleValue from './dynamic_multiple_value';
import dynamicRequest from './dynamic_request';
import email from './email';
import externalId from './external_id';
import file from './file';
import gender from './gender';
import matrix from './matrix';
import naming from './naming';
import numeric from './numeric';
import phoneNumber from './phone_number';
import phoneVerification from './phone_verification';
import plain from './plain';
import radio from './radio';
import random from './random';
import ranking from './ranking';
import score from './score';
import screenshot from './screenshot';
import slider from './slider';
import star from './star';
import text from './text';
import textarea from './textarea';

export const plugins: Readonly<Record<string, AnyQuestionPlugin>> = {
  age: age,
  agreement: agreement,
  ces: ces,
  checklist: checklist,
  custom_score: customScore,
  customer_schema: customerSchema,
  datepicker: datepicker,
  dropdown: dropdown,
  dynamic_multiple_choice: dynamicMultipleChoice,
  dynamic_multiple_value: dynamicMultipleValue,
  dynamic_request: dynamicRequest,
  email: email,
  external_id: externalId,
  file: file,
  gender: gender,
  matrix: matrix,
  naming: naming,
  numeric: numeric,
  phone_number: phoneNumber,
  phone_verification: phoneVerification,
  plain: plain,
  radio: radio,
  random: random,
  ranking: ranking,
  score: score,
  screenshot: screenshot,
  slider: slider,
  star: star,
  text: text,
  textarea: textarea,
};

export const questionStyles: readonly string[] = Object.keys(plugins);

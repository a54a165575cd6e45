/**
 * The number field's hints in English (the fallback). They keep the numeric style's namespace, so each locale file
 * translates them once, under `plugins.numeric`, for both styles that show the field (numeric and age).
 */
export const numberInputMessages = {
  notANumber: 'Please type a number, for example 42 or 3.5.',
  notAWholeNumber: 'Please type a whole number, for example 42.',
};

export const NUMBER_INPUT_MESSAGES = 'numeric';

/** What the project's own rjsf fields need of the editor, passed as rjsf's formContext. */
export interface PropertyFormContext {
  /** The flow language whose texts the form edits. */
  language: string;
  /** The flow's other languages, to show a text that is not translated yet. */
  languages: readonly string[];
  /** A new option id, unique in the whole flow. */
  newOptionId(): string;
}

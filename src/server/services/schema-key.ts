/** Import files and API bodies may name their schema ("$schema", for editors' autocompletion); it is not part of the document. */
export function withoutSchemaKey(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('$schema' in value)) return value;
  const { $schema: _schema, ...rest } = value as Record<string, unknown>;
  return rest;
}

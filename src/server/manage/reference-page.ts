import { escapeHtml } from '../html-text';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

interface Document {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const schemaName = (schema: unknown): string => {
  const reference = (schema as { $ref?: string } | undefined)?.$ref;
  return reference ? reference.replace('#/components/schemas/', '') : schema ? 'inline' : '';
};

/**
 * The API reference for people: every operation grouped by tag with its parameters, body and answers, linking the
 * machine-readable document. Plain server-rendered HTML: no script, nothing fetched from elsewhere.
 */
export function referencePage(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'other';
      const parameters = (operation.parameters ?? []).map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`).join(', ');
      const body = schemaName(operation.requestBody?.content?.['application/json']?.schema);
      const answers = Object.entries(operation.responses ?? {}).map(([status, answer]) => `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(schemaName(answer.content?.['application/json']?.schema) || answer.description || '')}</li>`).join('');
      const html = `<section><h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}</p>${parameters ? `<p>Parameters: ${parameters}</p>` : ''}${body ? `<p>Body: <code>${escapeHtml(body)}</code></p>` : ''}<ul>${answers}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, operations]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${operations.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}section{border-top:1px solid #ddd;padding:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#0b5cad}code{font-size:.95em}</style>
</head><body><main><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p><p>Machine-readable: <a href="/v1/manage/openapi.json">OpenAPI 3.1 document</a>; schemas under <a href="/schemas/flow.schema.json">/schemas/</a>.</p>
<nav aria-label="Groups"><ul>${[...byTag.keys()].map((tag) => `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>${sections}</main></body></html>`;
}

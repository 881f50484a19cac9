/**
 * The HTML reference at /api/v1/docs, rendered on the server from the OpenAPI document: plain HTML
 * and CSS, no script, so it works under the strictest content security policy.
 */
import { authLabels } from './document.ts';
import type { AuthRequirement } from './operation.ts';

type Schema = Record<string, unknown>;

const escape = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Inline `code` spans of the descriptions, after escaping. */
const prose = (value: unknown) => escape(value).replace(/`([^`]+)`/g, '<code>$1</code>');

function typeOf(schema: Schema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  if (Array.isArray(schema.enum)) return 'one of';
  if (schema.type === 'array') return `list of ${typeOf((schema.items ?? {}) as Schema)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.contentMediaType ? 'file' : schema.type;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(typeOf).join(' | ');
  return 'any';
}

function rulesOf(schema: Schema): string[] {
  const rules: string[] = [];
  const target = schema.type === 'array' && !schema.contentMediaType ? { ...schema, ...((schema.items ?? {}) as Schema) } : schema;
  if (Array.isArray(target.enum)) rules.push(target.enum.map((item) => `<code>${escape(item)}</code>`).join(', '));
  if (typeof target.minLength === 'number') rules.push(`at least ${target.minLength} character${target.minLength === 1 ? '' : 's'}`);
  if (typeof target.maxLength === 'number') rules.push(`at most ${target.maxLength} character${target.maxLength === 1 ? '' : 's'}`);
  if (typeof target.minimum === 'number') rules.push(`≥ ${target.minimum}`);
  if (typeof target.maximum === 'number') rules.push(`≤ ${target.maximum}`);
  if (typeof target.pattern === 'string') rules.push(`matches <code>${escape(target.pattern)}</code>`);
  if (typeof target.format === 'string') rules.push(escape(target.format));
  if (schema.type === 'array' && typeof schema.maxItems === 'number') rules.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) rules.push(`default <code>${escape(JSON.stringify(schema.default))}</code>`);
  if (typeof schema.description === 'string') rules.push(prose(schema.description));
  return rules;
}

function fieldsTable(title: string, rows: { name: string; required: boolean; schema: Schema; messages?: unknown }[]): string {
  if (rows.length === 0) return '';
  const body = rows
    .map((row) => {
      const messages = Array.isArray(row.messages) ? row.messages : [];
      return `<tr><td><code>${escape(row.name)}</code>${row.required ? ' <span class="req">required</span>' : ''}</td>
<td>${escape(typeOf(row.schema))}</td>
<td>${rulesOf(row.schema).join('; ')}</td>
<td>${messages.map((message) => `<q>${escape(message)}</q>`).join('<br>')}</td></tr>`;
    })
    .join('\n');
  return `<h4>${escape(title)}</h4>
<table><thead><tr><th>Field</th><th>Type</th><th>Rules</th><th>Messages</th></tr></thead><tbody>
${body}
</tbody></table>`;
}

function bodyTables(requestBody: Schema | undefined): string {
  if (!requestBody) return '';
  const content = (requestBody.content ?? {}) as Record<string, { schema: Schema }>;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!media) return '';
  const properties = (media.schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((media.schema.required ?? []) as string[]);
  const others = Object.keys(content).slice(1);
  const title = `Body (${contentType}${others.length ? `; also ${others.join(', ')}` : ''})`;
  return fieldsTable(
    title,
    Object.entries(properties).map(([name, schema]) => ({ name, required: required.has(name), schema, messages: schema['x-messages'] })),
  );
}

function responsesList(responses: Record<string, Schema>): string {
  const items = Object.entries(responses).map(([status, response]) => {
    const schema = ((response.content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema ?? {}) as Schema;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const parts: string[] = [];
    if (properties.message?.const) parts.push(`<code>message</code>: <q>${escape(properties.message.const)}</q>`);
    if (properties.data) parts.push(`<code>data</code>: ${escape(typeOf(properties.data))}`);
    if (properties.meta) parts.push(`<code>meta</code>: ${escape(typeOf(properties.meta))}`);
    const kind = Number(status) < 400 ? 'ok' : 'err';
    return `<li><span class="status ${kind}">${escape(status)}</span> ${prose(response.description)}${parts.length ? ` <span class="shape">${parts.join(', ')}</span>` : ''}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join('\n')}</ul>`;
}

function schemaSection(name: string, schema: Schema): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  return `<section class="op" id="schema-${escape(name)}"><h3>${escape(name)}</h3>${fieldsTable(
    'Fields',
    Object.entries(properties).map(([field, fieldSchema]) => ({ name: field, required: required.has(field), schema: fieldSchema })),
  )}</section>`;
}

const STYLE = `
:root { color-scheme: light; --ink: #1d2733; --muted: #5b6673; --line: #d9dee5; --bg: #f6f7f9; --accent: #0b5cad; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
header { background: #10243e; color: #fff; padding: 24px 32px; }
header h1 { margin: 0 0 4px; font-size: 24px; }
header p { margin: 4px 0; color: #c9d6e6; max-width: 70em; }
header a { color: #fff; }
header code { background: rgba(255, 255, 255, .14); color: #fff; }
main { display: grid; grid-template-columns: 260px 1fr; gap: 24px; padding: 24px 32px; max-width: 1400px; }
nav { position: sticky; top: 16px; align-self: start; max-height: calc(100vh - 32px); overflow: auto; font-size: 14px; }
nav h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 16px 0 4px; }
nav a { display: block; color: var(--ink); text-decoration: none; padding: 2px 0; }
nav a:hover { color: var(--accent); }
h2.tag { margin: 24px 0 8px; font-size: 20px; border-bottom: 2px solid var(--line); padding-bottom: 4px; }
.op { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin: 12px 0; }
.op h3 { margin: 0; font-size: 16px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
.op h4 { margin: 14px 0 6px; font-size: 14px; }
.method { font: 700 12px/1 ui-monospace, monospace; padding: 5px 8px; border-radius: 4px; color: #fff; text-transform: uppercase; }
.get { background: #1f7a4d; } .post { background: #0b5cad; } .put { background: #8a5a00; } .patch { background: #6b4fa3; } .delete { background: #b3261e; }
.path { font-family: ui-monospace, monospace; }
.auth { font-size: 12px; padding: 3px 8px; border-radius: 999px; background: #eef2f7; color: var(--muted); font-weight: 500; }
.auth.admin { background: #fde8e7; color: #8c1d18; } .auth.agent { background: #fdf1dc; color: #7a4a06; } .auth.user { background: #e6f0fb; color: #0b4a8a; }
.summary { margin: 6px 0 0; }
.desc { color: var(--muted); margin: 6px 0 0; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; vertical-align: top; border-top: 1px solid var(--line); padding: 6px 8px; }
th { color: var(--muted); font-weight: 600; font-size: 12px; text-transform: uppercase; }
code { font-family: ui-monospace, monospace; font-size: 13px; background: #eef2f7; padding: 1px 4px; border-radius: 3px; }
q { quotes: "“" "”"; color: #3b4a5a; }
.req { font-size: 11px; color: #b3261e; }
.responses { margin: 0; padding-left: 0; list-style: none; }
.responses li { margin: 3px 0; }
.status { font: 700 12px ui-monospace, monospace; padding: 2px 6px; border-radius: 4px; }
.status.ok { background: #e3f4ea; color: #1f7a4d; } .status.err { background: #fbeaea; color: #8c1d18; }
.shape { color: var(--muted); }
@media (max-width: 900px) { main { grid-template-columns: 1fr; padding: 16px; } nav { position: static; max-height: none; } }
`;

/** The whole page for one OpenAPI document. */
export function renderDocsPage(document: Schema, prefix: string): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Schema>>;
  const schemas = ((document.components as Schema).schemas ?? {}) as Record<string, Schema>;

  const byTag = new Map<string, { id: string; method: string; path: string; operation: Schema }[]>();
  for (const [path, { servers, ...methods }] of Object.entries(paths)) {
    // A path served at the site's root names its own server.
    const base = servers ? String((servers as unknown as { url: string }[])[0].url).replace(/\/$/, '') : prefix;
    for (const [method, operation] of Object.entries(methods)) {
      const tag = ((operation.tags as string[] | undefined) ?? ['Other'])[0];
      const list = byTag.get(tag) ?? [];
      list.push({ id: String(operation.operationId), method, path: base + path, operation });
      byTag.set(tag, list);
    }
  }

  const navigation = [...byTag.entries()]
    .map(
      ([tag, list]) =>
        `<h2>${escape(tag)}</h2>${list
          .map(
            (item) =>
              `<a href="#${escape(item.id)}"><span class="path">${escape(item.method.toUpperCase())} ${escape(item.path.startsWith(prefix) ? item.path.slice(prefix.length) : item.path)}</span></a>`,
          )
          .join('')}`,
    )
    .join('\n');

  const sections = [...byTag.entries()]
    .map(([tag, list]) => {
      const operations = list.map(({ id, method, path, operation }) => {
        const auth = String(operation['x-auth']) as AuthRequirement;
        const parameters = ((operation.parameters ?? []) as Schema[]).map((parameter) => ({
          name: `${String(parameter.name)} (${String(parameter.in)})`,
          required: Boolean(parameter.required),
          schema: { ...(parameter.schema as Schema), ...(parameter.description ? { description: parameter.description } : {}) },
          messages: parameter['x-messages'],
        }));
        return `<section class="op" id="${escape(id)}">
<h3><span class="method ${escape(method)}">${escape(method)}</span><span class="path">${escape(path)}</span><span class="auth ${escape(auth)}">${escape(authLabels[auth] ?? auth)}</span></h3>
<p class="summary">${prose(operation.summary)}</p>
${operation.description ? `<p class="desc">${prose(operation.description)}</p>` : ''}
${fieldsTable('Parameters', parameters)}
${bodyTables(operation.requestBody as Schema | undefined)}
${responsesList(operation.responses as Record<string, Schema>)}
</section>`;
      });
      return `<h2 class="tag" id="tag-${escape(tag)}">${escape(tag)}</h2>\n${operations.join('\n')}`;
    })
    .join('\n');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escape(info.title)} <small>v${escape(info.version)}</small></h1>
<p>${prose(info.description)}</p>
<p>Base path <code>${escape(prefix)}</code>. Send <code>Authorization: Bearer &lt;accessToken&gt;</code> where a route needs a login. Machine-readable: <a href="${escape(prefix)}/openapi.json">openapi.json</a>.</p>
</header>
<main>
<nav aria-label="Operations">${navigation}<h2>Schemas</h2>${Object.keys(schemas)
    .map((name) => `<a href="#schema-${escape(name)}">${escape(name)}</a>`)
    .join('')}</nav>
<div>
${sections}
<h2 class="tag" id="schemas">Schemas</h2>
${Object.entries(schemas)
  .map(([name, schema]) => schemaSection(name, schema))
  .join('\n')}
</div>
</main>
</body>
</html>`;
}

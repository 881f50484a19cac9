import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.ts';

describe('the generated OpenAPI document', () => {
  it('passes the recommended rules of the Redocly linter without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApiDocument()), absoluteRef: '/openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
  });

  it('names each path once, with one operation per method', () => {
    const paths = Object.keys(buildOpenApiDocument().paths as Record<string, unknown>);
    const shapes = paths.map((path) => path.replace(/\{\w+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(paths.length);
    expect(paths).toContain('/projects/{idOrSlug}');
    expect(paths).not.toContain('/projects/{id}');
  });

  it('describes every answer shape with a component generated from the contract', () => {
    const schemas = (buildOpenApiDocument().components as { schemas: Record<string, { properties?: Record<string, unknown> }> }).schemas;
    expect(Object.keys(schemas.Property.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'title', 'subCategory', 'price', 'sqt', 'images', 'thumbnails', 'favorite']),
    );
    expect(schemas.Project.properties?.status).toEqual({ type: 'string', enum: ['ONGOING', 'COMPLETED'] });
    expect(schemas.UserData.properties?.user).toEqual({ $ref: '#/components/schemas/User' });
  });
});

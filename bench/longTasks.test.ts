import { describe, expect, it } from 'vitest';
import { kindOf } from './longTasks.ts';

interface Node {
  event: { name: string };
  children: Node[];
}
const node = (name: string, ...children: Node[]): Node => ({ event: { name }, children });

describe('long tasks', () => {
  it('names the task that commits the navigation, however deep the commit sits in it', () => {
    const commit = node(
      'RunTask',
      node('ThreadControllerImpl::RunTask', node('DocumentLoader::CommitNavigation', node('LocalWindowProxy::Initialize'))),
    );
    expect(kindOf(commit)).toBe('navigation commit');
  });

  it("counts every other task as the page's own, parsing and layout included", () => {
    expect(kindOf(node('RunTask', node('ParseHTML'), node('UpdateLayoutTree'), node('Layout')))).toBe('page');
    expect(kindOf(node('RunTask', node('v8.evaluateModule')))).toBe('page');
  });
});

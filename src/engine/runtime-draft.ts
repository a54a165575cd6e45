import type { ElementState, FlowRuntime } from './runtime';

/**
 * Copy-on-write changes to a runtime inside one engine call: the first change to a page copies that page and
 * the page list, later changes write into the copies. An answer on a 4,000-question flow thus copies one page
 * of twenty elements and a list of two hundred pages (immer would do the same with proxies at several times
 * the cost, measured in bench/engine.ts; the engine's hot path is the one place we hand-roll it).
 */
export class RuntimeDraft {
  private pages: (readonly ElementState[])[] | null = null;
  private readonly copied = new Set<number>();

  constructor(readonly base: FlowRuntime) {}

  get(elementIndex: number): ElementState {
    const { stateIndex, position } = this.base.flow.element(elementIndex);
    return (this.pages ?? this.base.pages)[stateIndex]![position]!;
  }

  set(elementIndex: number, patch: Partial<ElementState>): void {
    const { stateIndex, position } = this.base.flow.element(elementIndex);
    this.pages ??= this.base.pages.slice();
    let page = this.pages[stateIndex]!;
    if (!this.copied.has(stateIndex)) {
      page = page.slice();
      this.pages[stateIndex] = page;
      this.copied.add(stateIndex);
    }
    (page as ElementState[])[position] = { ...page[position]!, ...patch };
  }

  finish(changes: Partial<Omit<FlowRuntime, 'pages' | 'flow'>> = {}): FlowRuntime {
    if (!this.pages && Object.keys(changes).length === 0) return this.base;
    return { ...this.base, ...changes, pages: this.pages ?? this.base.pages };
  }
}

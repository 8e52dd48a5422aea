/**
 * A controllable IntersectionObserver for unit tests (happy-dom never reports intersections).
 * Install with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`, then call
 * `FakeIntersectionObserver.reveal(element)`.
 */
export class FakeIntersectionObserver {
  /** Every live observer. */
  static instances: FakeIntersectionObserver[] = [];

  readonly observed = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `element` as visible to every observer watching it. */
  static reveal(element: Element): void {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }

  /** Forgets every observer. */
  static reset(): void {
    FakeIntersectionObserver.instances = [];
  }
}

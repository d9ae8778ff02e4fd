/**
 * Explicit wiring between features (issue #30, point 2). When a feature needs something that a feature
 * above it supplies (the users feature counts new requests, which the requests feature knows), it
 * declares a typed slot with `slot()`; the composition root fills every slot once at start
 * (server/src/app/wiring.ts) and then calls `assertWired()`, which fails the start naming any slot left
 * empty. Nothing is registered as a side effect of an import, and a slot read before it is filled
 * throws (a loud 500 and a log line), never a quiet default such as a 404.
 */

export interface Slot<T> {
  /** `feature.what`, for the start-up error. */
  readonly name: string;
  readonly filled: boolean;
  /** Fills the slot (the composition root, once at start; filling it again replaces the value). */
  fill(value: T): void;
  /** The value; throws when the composition root has not filled the slot. */
  get(): T;
}

const slots: Array<Slot<unknown>> = [];

export function slot<T>(name: string): Slot<T> {
  let value: { v: T } | null = null;
  const s: Slot<T> = {
    name,
    get filled() {
      return value !== null;
    },
    fill(v) {
      value = { v };
    },
    get() {
      if (!value) throw new Error(`${name} is not wired: the composition root (server/src/app/wiring.ts) must fill it at start.`);
      return value.v;
    },
  };
  slots.push(s as Slot<unknown>);
  return s;
}

/** The names of the slots declared so far (docs/architecture.md lists them; a test compares). */
export function declaredSlots(): string[] {
  return slots.map((s) => s.name);
}

/** The names of the slots declared so far that nothing filled. */
export function unfilledSlots(): string[] {
  return slots.filter((s) => !s.filled).map((s) => s.name);
}

/** Fails the start when a declared slot is empty. */
export function assertWired(): void {
  const missing = unfilledSlots();
  if (missing.length) throw new Error(`Not wired at start: ${missing.join(', ')} (server/src/app/wiring.ts).`);
}

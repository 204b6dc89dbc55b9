/**
 * The application's caches (`AppContext.caches`): what a module reads once and keeps, kept by the
 * application it belongs to, never in a module's globals, so two apps in one process (the tests,
 * a restart in place) never share or leak one. A module names its cache with a slot.
 */

/** A named place for one cached value of type T. */
export type CacheSlot<T> = symbol & { readonly __cached?: T };

/** A slot for one module's cached value (one constant per cache, in the module that owns it). */
export const cacheSlot = <T>(name: string): CacheSlot<T> => Symbol(name) as CacheSlot<T>;

export class AppCaches {
  private readonly values = new Map<symbol, unknown>();

  /** The slot's value, made by `create` the first time it is asked for. */
  get<T>(slot: CacheSlot<T>, create: () => T): T {
    if (!this.values.has(slot)) this.values.set(slot, create());
    return this.values.get(slot) as T;
  }

  /** The slot's value, or undefined while it holds none. */
  peek<T>(slot: CacheSlot<T>): T | undefined {
    return this.values.get(slot) as T | undefined;
  }

  set<T>(slot: CacheSlot<T>, value: T): void {
    this.values.set(slot, value);
  }

  /** Empties the slot: the next `get` makes the value again. */
  forget(slot: CacheSlot<unknown>): void {
    this.values.delete(slot);
  }
}

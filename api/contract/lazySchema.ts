// A zod schema that is built on first use. The contract holds some 150 schemas, and the
// endpoint table imports all of them, so every page's start built every one: building them
// was two thirds of the browser's longest start task (a CPU profile of `/`), while a page
// parses only a few. Wrapped, a schema costs nothing until it is parsed, composed or read.
import type { z } from 'zod';

const STAND_IN = Symbol('lazySchema');

/** Whether `value` is a stand-in of lazySchema (asking does not build it). */
export function isLazySchema(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[STAND_IN] === true
  );
}

/**
 * Returns a stand-in for `build()` that builds it on first use and then behaves as it: same
 * methods, properties, prototype (`instanceof`) and type. Schemas that compose others
 * (`base.extend(…)`, `z.array(item)`) wrap that composition too, so building one builds only
 * what it contains.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => (key === STAND_IN ? true : Reflect.get(schema(), key)),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in itself has no own properties: a proxy may not report one as fixed.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

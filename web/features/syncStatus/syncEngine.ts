// Placeholder: wired to web/sync once the engine lands.
export function afterLocalChange(): void {}

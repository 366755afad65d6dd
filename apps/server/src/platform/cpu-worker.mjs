// One thread of the CPU pool (cpu-pool.ts): runs an exported function of a server module, by the
// module's URL and the export's name. Plain JavaScript, so a thread starts the same way from the
// TypeScript sources (tsx, vitest) and from a compiled build: only a `.ts` module makes the thread
// register tsx, once, to import TypeScript.
let typeScriptLoader;

async function importTask(moduleUrl) {
  if (moduleUrl.endsWith('.ts')) {
    typeScriptLoader ??= import('tsx/esm/api').then(({ register }) => register());
    await typeScriptLoader;
  }
  return import(moduleUrl);
}

export default async function runCpuTask({ moduleUrl, exportName, args }) {
  const module = await importTask(moduleUrl);
  const task = module[exportName];
  if (typeof task !== 'function') throw new Error(`${moduleUrl} exports no function ${exportName}`);
  try {
    return { value: await task(...args) };
  } catch (error) {
    // A refusal keeps its code and fields across the thread boundary (a clone keeps only the message).
    if (error?.name === 'AppError') {
      return { refusal: { code: error.code, message: error.message, fields: error.fields } };
    }
    throw error;
  }
}

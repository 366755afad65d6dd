import type { ServerModule } from '../server-module.ts';

/** Every mail template of the registry: its id, and the area whose module declares it. */
export type MailCatalog = ReadonlyMap<string, { area: string }>;

/**
 * Gathers the areas' mail templates (each module's `mails`). A template id names the mail on its
 * outbox row and tags it at the provider, so two areas may not share one: that fails at start with
 * both names.
 */
export function gatherMailTemplates(modules: readonly ServerModule[]): MailCatalog {
  const catalog = new Map<string, { area: string }>();
  for (const module of modules) {
    for (const { templateId } of module.mails ?? []) {
      const declared = catalog.get(templateId);
      if (declared) {
        throw new Error(
          `The mail template "${templateId}" is declared by module "${declared.area}" and module "${module.name}": give one of them another id`,
        );
      }
      catalog.set(templateId, { area: module.name });
    }
  }
  return catalog;
}

export { ContentEditor, type ContentEditorProps } from './content-editor.tsx';
export { ContentOrderButton } from './content-order-dialog.tsx';
export {
  type ContentSectionConfig,
  contentQueryKeys,
  useContentList,
  useContentRecord,
  useDeleteContent,
  useSaveContent,
} from './content-section-api.ts';
export { ContentSectionPage, type ContentSectionPageProps } from './content-section-page.tsx';
export { customSectionTabs } from './custom-section-tabs.ts';
export { DeleteConfirmDialog } from './delete-confirm-dialog.tsx';
export { useLinkedContentDeleteOptions } from './linked-content-delete.tsx';
export { usePreDevelopedLeagues, usePreDevelopedSeasons } from './pre-developed-choices.ts';
export { PublishToggle } from './publish-toggle.tsx';
export { gameSheetPath, seasonsAndGamesTabs } from './seasons-and-games.ts';
export { type SectionTab, SectionTabs, subSectionTabs } from './section-tabs.tsx';
export { type ContentEditorState, useContentEditor } from './use-content-editor.ts';

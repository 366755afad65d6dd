import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  canAddNavLinkOption,
  changeNavLinkValue,
  customNavLinkValue,
  findNavLinkWarnings,
  itemAt,
  type NavLinkTarget,
  opensInNewTab,
} from '@sideline/domain';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { type FieldErrors, get } from 'react-hook-form';
import {
  appendNavLink,
  createEmptyNavLink,
  type EditorNavLink,
  moveNavLink,
  type NavLinkPath,
  removeNavLink,
  replaceNavLink,
} from './nav-link-tree.ts';

/** Which control of which link takes the focus after a change moved or removed the one focused. */
interface FocusRequest {
  key: string;
  control: 'title' | 'moveUp' | 'moveDown' | 'add';
}
const rootKey = 'root';
/** Widths of a list of links at which its rows spread out (container queries). */
const wideList = '@container (min-width: 400px)';
const widestList = '@container (min-width: 780px)';

interface NavEditor {
  targets: readonly NavLinkTarget[];
  errors: FieldErrors | undefined;
  focusRequest: { current: FocusRequest | null };
  update(path: NavLinkPath, change: (link: EditorNavLink) => EditorNavLink): void;
  remove(path: NavLinkPath, parentKey: string): void;
  move(path: NavLinkPath, toIndex: number, control?: FocusRequest['control']): void;
  add(parentPath: NavLinkPath): void;
}
const NavEditorContext = createContext<NavEditor | null>(null);

function useNavEditor(): NavEditor {
  const editor = useContext(NavEditorContext);
  if (!editor) throw new Error('useNavEditor outside NavLinksEditor');
  return editor;
}

/** The form path of a link ("navLinks.1.options.0"), where its errors are. */
function toFieldPath(path: NavLinkPath): string {
  return `navLinks.${path.join('.options.')}`;
}

function readErrorMessage(errors: FieldErrors | undefined, fieldPath: string): string | undefined {
  return (get(errors, fieldPath) as { message?: string } | undefined)?.message;
}

/** Takes the focus when the editor asked for this control of this link. */
function useRequestedFocus<T extends HTMLElement>(key: string, control: FocusRequest['control']) {
  const { focusRequest } = useNavEditor();
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const request = focusRequest.current;
    if (request?.key !== key || request.control !== control || !ref.current) return;
    focusRequest.current = null;
    ref.current.focus();
  });
  return ref;
}

interface NavLinksEditorProps {
  links: EditorNavLink[];
  onChange: (links: EditorNavLink[]) => void;
  targets: readonly NavLinkTarget[];
  /** The form's errors: each link's are under its field path. */
  errors: FieldErrors | undefined;
}

/**
 * The navigation editor (spec part 1 §2, §5): links nested three levels deep, each with a title and
 * a page of the site or a custom web address. Links move among their siblings by drag and drop, by
 * keyboard on the drag handle (Space, arrows, Space) or with Move up and Move down. The focus stays
 * on the control used, or goes to the nearest one when that control is gone.
 */
export function NavLinksEditor({ links, onChange, targets, errors }: NavLinksEditorProps) {
  const focusRequest = useRef<FocusRequest | null>(null);
  const editor: NavEditor = {
    targets,
    errors,
    focusRequest,
    update: (path, change) => onChange(replaceNavLink(links, path, change)),
    remove: (path, parentKey) => {
      focusRequest.current = { key: parentKey, control: 'add' };
      onChange(removeNavLink(links, path));
    },
    move: (path, toIndex, control) => {
      const siblings = path.slice(0, -1).reduce<EditorNavLink[]>((list, i) => itemAt(list, i).options, links);
      const moved = itemAt(siblings, itemAt(path, path.length - 1));
      if (control) focusRequest.current = { key: moved.key, control };
      onChange(moveNavLink(links, path, toIndex));
    },
    add: (parentPath) => {
      const link = createEmptyNavLink();
      focusRequest.current = { key: link.key, control: 'title' };
      onChange(appendNavLink(links, parentPath, link));
    },
  };
  const warnings = findNavLinkWarnings(links);
  const listError = readErrorMessage(errors, 'navLinks');

  return (
    <NavEditorContext.Provider value={editor}>
      <Box role="status" aria-live="polite">
        {warnings.map((warning) => (
          <Alert key={warning.code} severity="warning" role="none">
            {warning.message} (you have {links.length}).
          </Alert>
        ))}
      </Box>
      {listError && <Alert severity="error">{listError}</Alert>}
      <NavLinkList links={links} parentPath={[]} parentKey={rootKey} level={1} />
      <AddMainLinkButton />
    </NavEditorContext.Provider>
  );
}

function AddMainLinkButton() {
  const { add } = useNavEditor();
  const ref = useRequestedFocus<HTMLButtonElement>(rootKey, 'add');
  return (
    <Box>
      <Button ref={ref} variant="outlined" startIcon={<AddIcon />} onClick={() => add([])}>
        Add link
      </Button>
    </Box>
  );
}

function NavLinkList({
  links,
  parentPath,
  parentKey,
  level,
}: {
  links: EditorNavLink[];
  parentPath: NavLinkPath;
  parentKey: string;
  level: number;
}) {
  const { move } = useNavEditor();
  const sensors = useSensors(
    // A short drag distance first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = links.findIndex((link) => link.key === active.id);
    const to = links.findIndex((link) => link.key === over.id);
    if (from >= 0 && to >= 0) move([...parentPath, from], to);
  };
  if (links.length === 0) return null;
  return (
    // Each list sorts its own links: a link keeps its level.
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={links.map((link) => link.key)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, containerType: 'inline-size' }}
        >
          {links.map((link, index) => (
            <NavLinkItem
              key={link.key}
              link={link}
              path={[...parentPath, index]}
              parentKey={parentKey}
              level={level}
              siblingCount={links.length}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function NavLinkItem({
  link,
  path,
  parentKey,
  level,
  siblingCount,
}: {
  link: EditorNavLink;
  path: NavLinkPath;
  parentKey: string;
  level: number;
  siblingCount: number;
}) {
  const { update, remove, move, add, errors } = useNavEditor();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: link.key });
  const titleRef = useRequestedFocus<HTMLInputElement>(link.key, 'title');
  const moveUpRef = useRequestedFocus<HTMLButtonElement>(link.key, 'moveUp');
  const moveDownRef = useRequestedFocus<HTMLButtonElement>(link.key, 'moveDown');
  const addRef = useRequestedFocus<HTMLButtonElement>(link.key, 'add');
  const index = itemAt(path, path.length - 1);
  const number = path.map((i) => i + 1).join('.');
  const name = `Link ${number}`;
  const fieldError = (field: string) => readErrorMessage(errors, `${toFieldPath(path)}.${field}`);
  const isCustom = link.value === customNavLinkValue;
  const isFirst = index === 0;
  const isLast = index === siblingCount - 1;
  // The button pressed keeps the focus; at the first or last place it is gone, and its twin takes it.
  const moveUp = () => move(path, index - 1, index - 1 === 0 ? 'moveDown' : 'moveUp');
  const moveDown = () => move(path, index + 1, index + 1 === siblingCount - 1 ? 'moveUp' : 'moveDown');

  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{ position: 'relative', zIndex: isDragging ? 2 : undefined }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Box role="group" aria-label={`${name}${link.title ? `: ${link.title}` : ''}`}>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            // By the list's own width (the editor column is narrow beside the preview): fields
            // stacked, then side by side, then one row with the actions.
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            [wideList]: { gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)' },
            [widestList]: { gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr) auto' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1.5,
            bgcolor: 'background.paper',
            boxShadow: isDragging ? 6 : undefined,
            p: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
            <Tooltip title="Drag to move (or Space, then arrow keys)">
              <IconButton
                ref={setActivatorNodeRef}
                size="small"
                aria-label={`Drag ${name}`}
                sx={{ cursor: 'grab', touchAction: 'none' }}
                {...attributes}
                {...listeners}
              >
                <DragIndicatorIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ minWidth: '2.2em' }}
              aria-hidden="true"
            >
              {number}
            </Typography>
          </Box>
          <TextField
            label="Title"
            required
            size="small"
            value={link.title}
            inputRef={titleRef}
            onChange={(event) => update(path, (l) => ({ ...l, title: event.target.value }))}
            error={Boolean(fieldError('title'))}
            helperText={fieldError('title')}
          />
          <Box sx={{ gridColumn: '1 / -1', [wideList]: { gridColumn: 'auto' }, display: 'grid', gap: 1 }}>
            <NavLinkTargetField
              value={link.value}
              disabled={link.required}
              error={fieldError('value')}
              onChange={(value) => update(path, (l) => changeNavLinkValue(l, value))}
            />
            {isCustom && (
              <TextField
                label="Web address"
                required
                size="small"
                type="url"
                placeholder="https://"
                value={link.link}
                onChange={(event) => update(path, (l) => ({ ...l, link: event.target.value }))}
                error={Boolean(fieldError('link'))}
                helperText={fieldError('link')}
              />
            )}
          </Box>
          <Box
            sx={{
              gridColumn: '1 / -1',
              [widestList]: { gridColumn: 'auto' },
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              flexWrap: 'wrap',
              gap: 0.25,
              minHeight: 40,
            }}
          >
            {link.required && <Chip size="small" label="Required" sx={{ mr: 0.5 }} />}
            <Chip
              size="small"
              variant="outlined"
              icon={opensInNewTab(link.value) ? <OpenInNewIcon /> : undefined}
              label={opensInNewTab(link.value) ? 'New tab' : 'Same tab'}
              title="Set by where the link goes: custom links open in a new tab"
              sx={{ mr: 'auto', ml: 0.5 }}
            />
            <IconButton
              ref={moveUpRef}
              size="small"
              aria-label={`Move ${name} up`}
              disabled={isFirst}
              onClick={moveUp}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              ref={moveDownRef}
              size="small"
              aria-label={`Move ${name} down`}
              disabled={isLast}
              onClick={moveDown}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            {canAddNavLinkOption(level) && (
              <IconButton
                ref={addRef}
                size="small"
                aria-label={`Add a sub-link to ${name}`}
                onClick={() => add(path)}
              >
                <SubdirectoryArrowRightIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton
              size="small"
              color="error"
              aria-label={`Remove ${name}`}
              disabled={link.required}
              onClick={() => remove(path, parentKey)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        </Box>
        {fieldError('options') && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {fieldError('options')}
          </Alert>
        )}
        {link.options.length > 0 && (
          <Box
            sx={{
              mt: 1,
              ml: { xs: 1.5, sm: 3 },
              pl: { xs: 1, sm: 1.5 },
              borderLeft: 2,
              borderColor: 'divider',
            }}
          >
            <NavLinkList links={link.options} parentPath={path} parentKey={link.key} level={level + 1} />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * Where a link goes: a page of the team's site (its pages, seasons, forms) or a custom web
 * address. A value the team no longer offers (a deleted form) stays choosable as it is.
 */
function NavLinkTargetField({
  value,
  disabled,
  error,
  onChange,
}: {
  value: string;
  disabled: boolean;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { targets } = useNavEditor();
  const groups: { title: string; items: NavLinkTarget[] }[] = [
    { title: 'Pages', items: targets.filter((t) => t.group === 'pages') },
    { title: 'Seasons', items: targets.filter((t) => t.group === 'seasons') },
    { title: 'Your pages', items: targets.filter((t) => t.group === 'custom') },
    { title: 'Forms', items: targets.filter((t) => t.group === 'forms') },
  ];
  const isKnown = value === '' || value === customNavLinkValue || targets.some((t) => t.value === value);
  const items: ReactNode[] = groups.flatMap((group) =>
    group.items.length === 0
      ? []
      : [
          <ListSubheader key={`group-${group.title}`}>{group.title}</ListSubheader>,
          ...group.items.map((target) => (
            <MenuItem key={target.value} value={target.value}>
              {target.label}
            </MenuItem>
          )),
        ],
  );
  items.push(
    <ListSubheader key="group-other">Other</ListSubheader>,
    <MenuItem key={customNavLinkValue} value={customNavLinkValue}>
      Custom link (another website)
    </MenuItem>,
  );
  if (!isKnown) {
    items.push(
      <MenuItem key={value} value={value}>
        Other page ({value})
      </MenuItem>,
    );
  }
  return (
    <TextField
      select
      label="Links to"
      required
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {items}
    </TextField>
  );
}

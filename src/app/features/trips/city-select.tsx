// A labelled city picker for forms and filters (every place of the device's mirror, so it works offline).
//
// Why in two parts: the combobox (city-picker.tsx, with downshift, some 12 KB compressed) would not fit the home
// page's first-load budget, and the home page shows two pickers in its travel requests' search. So a plain field
// stands in, with the same label, id, look and chosen city, and the combobox loads at the page's first touch, key or
// click (or when someone reaches for a picker), then takes its place with what was typed, the focus and the open
// list. Every picker after that is the combobox from the start; offline, the service worker has its script.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRoutesText } from '../listings/text';
import { useCityOptions } from './city-options';
import type { CityPicker } from './city-picker';

export interface CitySelectProps {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** What the empty field reads; without it the field is a filter, whose empty choice "all cities" is listed first. */
  placeholder?: string;
  isInvalid?: boolean;
  describedBy?: string;
  name?: string;
}

/** What the stand-in hands over to the combobox that replaces it. */
export interface CityHandover {
  typed: string;
  focused: boolean;
  /** Clicked before the combobox came: its list opens. */
  open: boolean;
  /** Enter pressed before the combobox came: the best match of what was typed is taken. */
  enter: boolean;
}

interface PickerModule {
  CityPicker: typeof CityPicker;
}
let picker: PickerModule | undefined;
let loading: Promise<PickerModule> | undefined;
/** The stand-ins on screen, each waiting to become the combobox. */
const waiting = new Set<(module: PickerModule) => void>();

/** Loads the combobox once; a failed load (offline before the service worker had it) is tried again next time. */
function loadPicker(): void {
  loading ??= import('./city-picker').then(
    (module) => {
      picker = module;
      for (const swap of waiting) swap(module);
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  loading.catch(() => undefined);
}

/** Someone who touches the page may well choose a city next: the combobox is fetched then, before they reach one. */
function loadAtFirstTouch() {
  const options = { once: true, passive: true, capture: true };
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => events.forEach((type) => window.removeEventListener(type, load, options));
  const load = () => {
    stop();
    loadPicker();
  };
  events.forEach((type) => window.addEventListener(type, load, options));
  return stop;
}

export function CitySelect(props: CitySelectProps) {
  const [module, setModule] = useState(() => picker);
  const standIn = useRef<HTMLInputElement>(null);
  const clicked = useRef(false);
  const entered = useRef(false);
  useEffect(() => {
    if (module) return;
    const swap = (loaded: PickerModule) => setModule(loaded);
    waiting.add(swap);
    const stop = loadAtFirstTouch();
    return () => {
      waiting.delete(swap);
      stop();
    };
  }, [module]);
  if (module) {
    // Read as the combobox first renders, while the stand-in is still on screen: a key typed a moment before counts.
    const handover = (): CityHandover | undefined => {
      const field = standIn.current;
      if (!field) return undefined;
      return { typed: field.value, focused: document.activeElement === field, open: clicked.current, enter: entered.current };
    };
    return <module.CityPicker {...props} handover={handover} />;
  }
  return (
    <CityStandIn
      {...props}
      field={standIn}
      onReach={(how) => {
        clicked.current ||= how === 'click';
        entered.current ||= how === 'enter';
        loadPicker();
      }}
    />
  );
}

/** The plain field shown until the combobox is there: a person may already type in it. */
function CityStandIn({
  id,
  label,
  value,
  placeholder,
  isInvalid,
  describedBy,
  name,
  field,
  onReach,
}: CitySelectProps & { field: RefObject<HTMLInputElement | null>; onReach: (how: 'hover' | 'focus' | 'click' | 'enter') => void }) {
  const _ = useRoutesText();
  const chosen = useCityOptions().options.find((option) => option.id === value);
  return (
    <>
      <label htmlFor={id} id={`${id}-label`} className="form-label">
        {label}
      </label>
      <div className="city-picker">
        <input
          ref={field}
          // A new chosen city (the mirror read, a filter reset) shows at once.
          key={chosen?.label ?? ''}
          id={id}
          type="text"
          className={`form-select${isInvalid ? ' is-invalid' : ''}`}
          defaultValue={chosen?.label ?? ''}
          placeholder={placeholder ?? _('citySelect.all')}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onPointerEnter={() => onReach('hover')}
          onFocus={() => onReach('focus')}
          onClick={() => onReach('click')}
          onKeyDown={(event) => {
            // Not a submit of the form with the city not yet taken: the combobox takes it as it comes.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onReach('enter');
          }}
        />
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      </div>
    </>
  );
}

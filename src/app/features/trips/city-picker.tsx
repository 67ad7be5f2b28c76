// The city picker itself, loaded when someone first reaches for one (city-select.tsx): type part of a place's name
// (French or Arabic, other spellings too, accents and vowel marks aside) and pick it from the list; each place is
// named in the active language beside its governorate. The ARIA combobox is downshift's.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { findPlaces } from '../../../contract/place-search';
import { useRoutesText } from '../listings/text';
import { useCityOptions, type CityOption } from './city-options';
import type { CityHandover, CitySelectProps } from './city-select';

/** The empty choice of a filter: "all cities". */
interface AllCities {
  id: undefined;
  label: string;
}
type Choice = CityOption | AllCities;

const textOf = (choice: Choice | null) => (choice?.id === undefined ? '' : choice.label);
// With the name: a place renamed by a change of language gets its new name in the field.
const keyOf = (choice: Choice | null) => (choice ? `${choice.id ?? 'all'}:${choice.label}` : null);

/**
 * Leaving the field or closing its list with Escape never leaves half-typed text behind: it goes back to the chosen
 * city, and a field emptied by hand means no city. While one types, the best match is highlighted, so Enter or Tab
 * takes it.
 */
function choiceRules(state: UseComboboxState<Choice>, { type, changes }: UseComboboxStateChangeOptions<Choice>): Partial<UseComboboxState<Choice>> {
  switch (type) {
    case useCombobox.stateChangeTypes.InputChange:
      return { ...changes, highlightedIndex: changes.inputValue?.trim() ? 0 : -1 };
    case useCombobox.stateChangeTypes.InputBlur:
      if (changes.selectedItem !== undefined && changes.selectedItem !== state.selectedItem) return changes;
      if (!state.inputValue.trim()) return { ...changes, selectedItem: null, inputValue: '' };
      return { ...changes, inputValue: textOf(state.selectedItem) };
    case useCombobox.stateChangeTypes.InputKeyDownEscape:
      return { ...changes, inputValue: textOf(state.selectedItem) };
    default:
      return changes;
  }
}

export function CityPicker({
  id,
  label,
  value,
  onChange,
  placeholder,
  isInvalid,
  describedBy,
  name,
  handover,
}: CitySelectProps & { handover?: () => CityHandover | undefined }) {
  const _ = useRoutesText();
  const { options, index } = useCityOptions();
  const allCities: AllCities | null = placeholder === undefined ? { id: undefined, label: _('citySelect.all') } : null;
  const selected = options.find((option) => option.id === value) ?? null;
  // What was typed in the stand-in while this loaded carries over, and so do the focus, a click and an Enter.
  const [given] = useState(handover);
  // The text is downshift's; this copy filters the list. Controlled by it, the field would lag a key behind (downshift
  // reports changes after rendering) and drop keys typed fast, so the copy follows the field's own change event, in the
  // same render as downshift's state (Enter right after a key takes a match of the whole text), and downshift's report
  // for the changes it makes itself (a pick writes the place's name).
  const [typed, setTyped] = useState(() => given?.typed ?? textOf(selected));
  const input = useRef<HTMLInputElement>(null);
  // The chosen city's own name (or nothing) lists every place; anything else typed filters them.
  const filtering = typed.trim() !== '' && typed !== textOf(selected);
  const items: Choice[] = filtering ? findPlaces(index, typed) : allCities ? [allCities, ...options] : options;

  const { isOpen, highlightedIndex, selectedItem, selectItem, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Choice>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    itemToString: textOf,
    itemToKey: keyOf,
    // Held by downshift, not by the form: a choice the form made its value leaves the field as it is, whereas a
    // controlled choice came back a render later and wrote its name over a key typed in between.
    initialSelectedItem: selected,
    initialInputValue: typed,
    onInputValueChange: ({ inputValue }) => setTyped(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.id),
    stateReducer: choiceRules,
    initialIsOpen: !!given && (given.open || filtering),
    initialHighlightedIndex: filtering ? 0 : undefined,
  });
  // The form's value changed from outside (a reset, the cities read, another language): the field follows. Only then:
  // right after a pick, the form has not caught up yet.
  const follow = useEffectEvent((chosen: CityOption | null) => {
    if (selectedItem?.id === chosen?.id && (!chosen || selectedItem?.label === chosen.label)) return;
    selectItem(chosen);
  });
  useEffect(() => follow(selected), [selected]);
  // Before the browser handles the next key: none typed in between is lost.
  useLayoutEffect(() => {
    if (given?.enter && filtering && items[0]) selectItem(items[0]);
    if (!given?.focused || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
    // Once, as the combobox replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [given]);

  return (
    <>
      <label {...getLabelProps({ className: 'form-label' })}>{label}</label>
      <div className="city-picker">
        <input
          {...getInputProps({
            ref: input,
            type: 'text',
            // A select's look, chevron included: the field reads as a choice among places, in both directions.
            className: `form-select${isInvalid ? ' is-invalid' : ''}`,
            placeholder: placeholder ?? allCities?.label,
            autoComplete: 'off',
            spellCheck: false,
            'aria-invalid': isInvalid || undefined,
            'aria-describedby': describedBy,
            onChange: (event) => setTyped(event.currentTarget.value),
            // Escape with the list closed is the dialog's around the field (the filters' sheet, a form): it closes
            // it, rather than emptying the field as downshift would.
            onKeyDown: (event) => {
              if (event.key === 'Escape' && !isOpen)
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            },
          })}
        />
        {/* What a plain form reads: the chosen city's id, not its name. */}
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
        <ul {...getMenuProps({ className: `city-picker-menu${isOpen && items.length ? '' : ' d-none'}` })}>
          {isOpen &&
            items.map((item, position) => (
              <li
                key={item.id ?? 'all'}
                {...getItemProps({ item, index: position, className: `city-picker-option${highlightedIndex === position ? ' highlighted' : ''}` })}
              >
                <span>{item.label}</span>
                {'governorateLabel' in item && item.governorateLabel ? (
                  <small>
                    <span className="visually-hidden">, </span>
                    {item.governorateLabel}
                  </small>
                ) : null}
              </li>
            ))}
        </ul>
        <div className="city-picker-none" role="status">
          {isOpen && filtering && !items.length ? _('citySelect.none') : null}
        </div>
      </div>
    </>
  );
}

// Light / dark / system theme switcher, remembered across visits.
import { Dropdown } from 'react-bootstrap';
import { useTheme, type ThemeChoice } from '../hooks/use-theme';

const CHOICES: Array<{ value: ThemeChoice; label: string; icon: string }> = [
  { value: 'light', label: 'Light', icon: '☀' },
  { value: 'dark', label: 'Dark', icon: '☾' },
  { value: 'system', label: 'System', icon: '◐' },
];

export function ThemeSwitcher() {
  const [choice, setChoice] = useTheme();
  const current = CHOICES.find((item) => item.value === choice) ?? CHOICES[2]!;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="nav-link px-2" aria-label={`Thème : ${current.label}`} id="theme-switcher">
        <span aria-hidden="true">{current.icon}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {CHOICES.map((item) => (
          <Dropdown.Item key={item.value} as="button" active={item.value === choice} onClick={() => setChoice(item.value)}>
            <span aria-hidden="true" className="me-2">
              {item.icon}
            </span>
            {item.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

// The numbers the listing forms ask for: a count of seats within the contract's limits, and a price in TND to the
// hundredth. Each reads the form from context; the rules stay each form's own, in the contract.
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { InputField } from './input-field';

interface NumberFieldProps<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function SeatsField<T extends FieldValues>({ limits, ...field }: NumberFieldProps<T> & { limits: { min: number; max: number } }) {
  return <InputField<T> type="number" min={limits.min} max={limits.max} {...field} />;
}

export function PriceField<T extends FieldValues>({ min = 0, ...field }: NumberFieldProps<T> & { min?: number }) {
  return <InputField<T> type="number" min={min} step="0.01" {...field} />;
}

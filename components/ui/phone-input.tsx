'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_PREFERRED_COUNTRIES, PHONE_MAX_INPUT_LENGTH, PHONE_PLACEHOLDER } from '@/lib/phone/constants';
import { orderCountries, phoneCountries } from '@/lib/phone/countries';
import { countryOfNumber, defaultCountryWithoutLookup, resolveDefaultCountry } from '@/lib/phone/default-country';
import { formatPhoneText, nextPhoneText } from '@/lib/phone/format-as-you-type';
import { parsePhoneValue } from '@/lib/phone/parse-phone';
import type { PhoneValue } from '@/lib/phone/parse-phone';
import { PHONE_ERROR_MESSAGES } from '@/lib/phone/phone-errors';
import { Field } from './field';
import { Input } from './input';
import { PhoneCountrySelect } from './phone-country-select';
import { ipCountry } from './phone-ip-country';

export type { PhoneValue };

export type PhoneInputProps = {
  onChange: (value: PhoneValue) => void;
  /** The starting text, e.g. a saved E.164 number. */
  initialValue?: string;
  label?: string;
  hint?: ReactNode;
  /** The default-country setting (PHONE_DEFAULT_COUNTRY); the IP lookup runs only without it. */
  defaultCountry?: string | null;
  /** ISO2 codes listed first in the dropdown (PHONE_PREFERRED_COUNTRIES). */
  preferredCountries?: readonly string[];
  /** More messages below the input, e.g. the server's 422 for `phone`. */
  errors?: string[] | string | null;
  /** Show the rule's error now (after a submit), not only once the input has been left. */
  showErrors?: boolean;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
};

/**
 * Phone number with a country dropdown (spec §4, §5, §9): formats as you type, accepts only
 * digits, spaces, parentheses, plus and hyphen (25 at most), and shows the rule a number breaks
 * in words below it. `onChange` receives the parsed value on every change.
 */
export function PhoneInput({
  onChange,
  initialValue = '',
  label = 'Phone number',
  hint,
  defaultCountry = null,
  preferredCountries = DEFAULT_PREFERRED_COUNTRIES,
  errors,
  showErrors = false,
  required,
  disabled,
  autoFocus,
  name = 'phone',
  id,
}: PhoneInputProps) {
  const countries = phoneCountries();
  const preferredKey = preferredCountries.join(',');
  const ordered = useMemo(() => orderCountries(countries, preferredKey ? preferredKey.split(',') : []), [countries, preferredKey]);
  const [country, setCountry] = useState(() =>
    resolveDefaultCountry({ value: initialValue, setting: defaultCountry, preferred: preferredCountries, countries }),
  );
  const [text, setText] = useState(() => formatPhoneText(initialValue, country));
  const [touched, setTouched] = useState(false);
  const chosen = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const value = useMemo(() => parsePhoneValue(text, country), [text, country]);

  // A starting number is reported as it is. Spec §4: without an existing +number or a setting,
  // ask the IP lookup (once per page), unless the user has picked a country or typed meanwhile.
  useEffect(() => {
    if (text.trim() !== '') onChange(value);
    if (defaultCountryWithoutLookup({ value: initialValue, setting: defaultCountry }) !== null) return;
    let live = true;
    void ipCountry().then((found) => {
      if (!live || chosen.current || !found) return;
      const next = resolveDefaultCountry({ ipCountry: found, preferred: preferredKey.split(','), countries });
      setCountry(next);
      if (text.trim() !== '') onChange(parsePhoneValue(text, next));
    });
    return () => {
      live = false;
    };
    // Once, with the first render's values: this only seeds the starting state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (nextText: string, nextCountry: string) => {
    setText(nextText);
    setCountry(nextCountry);
    onChange(parsePhoneValue(nextText, nextCountry));
  };

  const typed = (raw: string, caretAtEnd: boolean) => {
    const next = nextPhoneText({ previous: text, next: raw, countryIso2: country, caretAtEnd });
    // Once typing starts, a late IP answer must not change how the number is read.
    chosen.current = true;
    update(next, countryOfNumber(next, country) ?? country);
  };

  const pickCountry = (iso2: string) => {
    chosen.current = true;
    const picked = countries.find((c) => c.iso2 === iso2);
    // An international number takes the new calling code; a national one is read in the new country.
    const international = text.trim().startsWith('+') && picked;
    update(formatPhoneText(international ? `+${picked.dialCode}${value.nationalNumber}` : text, iso2), iso2);
    inputRef.current?.focus();
  };

  const ruleShown = value.error !== null && (showErrors || (touched && text.trim() !== ''));
  const extra = errors == null ? [] : Array.isArray(errors) ? errors : [errors];
  const messages = [...(ruleShown && value.error ? [PHONE_ERROR_MESSAGES[value.error]] : []), ...extra];

  return (
    <Field label={label} hint={hint} errors={messages} required={required} id={id}>
      <div className="flex gap-2">
        <PhoneCountrySelect countries={ordered} value={country} onChange={pickCountry} disabled={disabled} fieldLabel={label} />
        <Input
          ref={inputRef}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={name}
          placeholder={PHONE_PLACEHOLDER}
          maxLength={PHONE_MAX_INPUT_LENGTH}
          value={text}
          disabled={disabled}
          autoFocus={autoFocus}
          className="min-w-0 flex-1"
          onChange={(e) => {
            const el = e.currentTarget;
            typed(el.value, el.selectionStart === null || el.selectionStart >= el.value.length);
          }}
          onBlur={() => setTouched(true)}
        />
      </div>
    </Field>
  );
}

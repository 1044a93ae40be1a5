import { METER_TEXTS } from '@shared/messages/meter';
import { METER_MAX_FREE } from '@shared/meter';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../lib/toast';
import { useMeterSettings, useSaveMeterSettings } from '../api/meter-settings';

const TEXTS = METER_TEXTS.settings;
type Name = 'registered' | 'visitors';

/** A whole number from 0 to the most a setting allows, or undefined. */
const allowanceOf = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= METER_MAX_FREE ? n : undefined;
};

/** The meter's two numbers (admins): free premium articles a month for registered readers, and for visitors. */
export function MeterSettingsForm() {
  const settings = useMeterSettings();
  const save = useSaveMeterSettings();
  const [values, setValues] = useState<Record<Name, string>>({ registered: '', visitors: '' });
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [saved, setSaved] = useState(false);
  const { data } = settings;

  useEffect(() => {
    if (data) setValues({ registered: String(data.registered), visitors: String(data.visitors) });
  }, [data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const registered = allowanceOf(values.registered);
    const visitors = allowanceOf(values.visitors);
    setErrors({
      ...(registered === undefined ? { registered: TEXTS.range } : {}),
      ...(visitors === undefined ? { visitors: TEXTS.range } : {}),
    });
    if (registered === undefined || visitors === undefined) return;
    save.mutate(
      { registered, visitors },
      { onSuccess: () => setSaved(true), onError: () => toast.error(TEXTS.failed) },
    );
  };

  const field = (name: Name) => (
    <Field label={TEXTS[name]} error={errors[name]}>
      <TextInput
        name={name}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-32"
        value={values[name]}
        onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
      />
    </Field>
  );

  return (
    <section aria-labelledby="meter-settings-title" className="mt-10">
      <h2 id="meter-settings-title" className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{TEXTS.intro}</p>
      {!data ? (
        <div className="mt-4">
          <QueryState
            error={settings.error}
            what={TEXTS.what}
            inline
            onRetry={() => void settings.refetch()}
          />
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label={TEXTS.title} className="mt-4 max-w-2xl space-y-4">
          {field('registered')}
          {field('visitors')}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? TEXTS.saving : TEXTS.save}
            </Button>
            {saved ? (
              <p role="status" className="text-sm text-emerald-800">
                {TEXTS.saved}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

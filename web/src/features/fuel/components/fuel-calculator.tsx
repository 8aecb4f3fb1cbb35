import { Calculator } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { splitLapTime } from '@contracts/lap-time';
import { FUEL_MESSAGES } from '@contracts/fuel.messages';
import type { FuelPresetsView as FuelPresets, FuelStrategyView as FuelStrategy, PitStopTypeView as PitStopType } from '@contracts/fuel.views';
import { Button } from '@/components/ui/button';
import { FieldError, FormFailure } from '@/components/ui/field';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonLines } from '@/components/ui/skeleton';
import { fieldErrorsOf } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { useHydratingPage } from '@/lib/server-render';
import { useCalculateFuel } from '../api/calculate-fuel';
import { useFuelPresets } from '../api/get-fuel-presets';
import { FuelHistory } from './fuel-history';
import type { PlanRequest } from './fuel-plan-check';
import { CLAMPED, clampField, DEFAULTS, FAILURE_ID, failureText, LAP_TIME_ERROR_ID, lapParts, loadPlanResolver, resolver, SERVER_FIELDS, toNumber, type FormValues } from './fuel-form';
import './fuel.css';

// The results panel brings the charts' code (about 100 KB): it loads when there is a plan to show,
// asked for as the plan is (docs/adr/0036, addendum), never with the page.
const loadResults = () => import('./fuel-results');
const FuelResults = lazy(() => loadResults().then((m) => ({ default: m.FuelResults })));

export function FuelCalculator({ signedIn }: { signedIn: boolean }) {
  const presets = useFuelPresets();
  if (presets.error) {
    return <ErrorState message="No se pudieron cargar los coches y circuitos predefinidos." onRetry={() => void presets.mutate()} />;
  }
  if (!presets.data) {
    return (
      <div className="card" role="status" aria-label="Cargando la calculadora...">
        <SkeletonLines lines={8} />
      </div>
    );
  }
  return <FuelCalculatorForm presets={presets.data} signedIn={signedIn} />;
}

function FuelCalculatorForm({ presets, signedIn }: { presets: FuelPresets; signedIn: boolean }) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, PlanRequest>({ defaultValues: DEFAULTS, resolver });
  const { trigger, isMutating } = useCalculateFuel();
  const [result, setResult] = useState<FuelStrategy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const [carId, mode, consumptionText] = useWatch({ control, name: ['car', 'mode', 'fuelConsumptionPerLap'] });
  const selectedCar = presets.cars.find((c) => c.id === carId);
  const consumption = toNumber(consumptionText);
  const electric = selectedCar !== undefined && selectedCar.consumo <= 0 && !(consumption && consumption > 0);

  // Each field carries its starting value in its own markup too, so the page the server renders shows
  // it (the form library would otherwise set it only once its code runs).
  const field = (name: keyof FormValues, options?: Parameters<typeof register>[1]) => ({ ...register(name, options), defaultValue: DEFAULTS[name] });
  // The race's kind follows the form's value (so the server's HTML has it checked) and, not being one
  // of the shared fields, waits for the app as they do (docs/adr/0036).
  const waitingForApp = useHydratingPage() !== null;
  const modeChoice = (value: FormValues['mode']) => ({
    name: 'mode',
    value,
    checked: mode === value,
    disabled: waitingForApp,
    onChange: () => setValue('mode', value),
  });

  /** A numeric input that is clamped when the driver leaves it. */
  const numeric = (name: keyof FormValues) =>
    field(name, {
      onBlur: () => setValue(name, clampField(name, String(getValues(name)), getValues())),
    });
  const lapField = (name: 'lapMinutes' | 'lapSeconds' | 'lapMilliseconds') =>
    field(name, {
      // The lap time's message sits on the first input: a change to any of the three checks it again.
      deps: name === 'lapMinutes' ? undefined : ['lapMinutes'],
      onBlur: () => {
        if (getValues(name).trim() === '') return;
        const parts = lapParts(getValues());
        setValue('lapMinutes', String(parts.minutes));
        setValue('lapSeconds', String(parts.seconds));
        setValue('lapMilliseconds', String(parts.milliseconds));
      },
    });

  // Back on "Personalizado", a name the preset filled in goes (the plan would still carry it); the
  // numbers stay as a starting point, and a name the driver typed stays too.
  const chooseCar = (id: string) => {
    const car = presets.cars.find((c) => c.id === id);
    if (!car) {
      if (presets.cars.some((c) => c.nombre === getValues('carModel'))) setValue('carModel', '');
      return;
    }
    setValue('carModel', car.nombre);
    setValue('fuelConsumptionPerLap', String(car.consumo));
    setValue('tankCapacity', String(car.tanque));
  };
  const chooseCircuit = (id: string) => {
    const circuit = presets.circuits.find((c) => c.id === id);
    if (!circuit) {
      if (presets.circuits.some((c) => c.nombre === getValues('circuitName'))) setValue('circuitName', '');
      return;
    }
    const parts = splitLapTime(circuit.tiempoVuelta);
    setValue('circuitName', circuit.nombre);
    setValue('lapMinutes', String(parts.minutes));
    setValue('lapSeconds', String(parts.seconds));
    setValue('lapMilliseconds', String(parts.milliseconds));
  };

  const send = handleSubmit(async (request) => {
    try {
      const answer = await trigger(request);
      if (!answer.success || !answer.data) {
        setFailure(answer.message || FUEL_MESSAGES.backend);
        return;
      }
      await loadResults().catch(() => undefined);
      setResult(answer.data);
    } catch (error) {
      const rest = showServerErrors(error, setError, SERVER_FIELDS);
      if (rest.lapTime) setError('lapMinutes', { type: 'server', message: rest.lapTime });
      // A refusal already shown under its field is not repeated below the form.
      const text = failureText(error);
      if (!Object.values(fieldErrorsOf(error)).includes(text)) setFailure(text);
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    // The results' code loads while the plan is asked for.
    void loadResults().catch(() => undefined);
    // The clamps apply to what is checked and sent even if a field was never left.
    for (const name of CLAMPED) setValue(name, clampField(name, getValues(name), getValues()));
    return send(event);
  };

  /** A field's rule: its own message under it, or the specification's message for the whole form, shown once below. */
  const problemOf = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    return message === FUEL_MESSAGES.required ? { invalidBy: FAILURE_ID } : { error: message };
  };
  const missingInputs = Object.values(errors).some((error) => error?.message === FUEL_MESSAGES.required);
  const lapTimeError = errors.lapMinutes?.message;
  const lapProblem = lapTimeError ? { invalidBy: LAP_TIME_ERROR_ID } : {};

  const carOptions = presets.cars.map((c) => ({ value: c.id, label: c.consumo > 0 ? c.nombre : `${c.nombre} (eléctrico)` }));
  const circuitOptions = presets.circuits.map((c) => ({ value: c.id, label: c.nombre }));
  const pitOptions = (['FUEL_AND_TIRES', 'FUEL_ONLY'] as const).map((type) => ({
    value: type,
    label: `${presets.pitStopTypes[type].etiqueta} (${presets.pitStopTypes[type].segundos} s)`,
  }));

  return (
    <div className="fuel-layout">
      <form className="fuel-form card" onSubmit={(event) => void submit(event)} onFocus={() => void loadPlanResolver().catch(() => undefined)} noValidate aria-label="Datos de la carrera">
        <fieldset className="fuel-fieldset">
          <legend>Coche y circuito</legend>
          <div className="form-grid">
            <Select label="Coche predefinido" placeholder="Personalizado" options={carOptions} {...field('car', { onChange: (e) => chooseCar(e.target.value) })} />
            <Select
              label="Circuito predefinido"
              placeholder="Personalizado"
              options={circuitOptions}
              {...field('circuit', { onChange: (e) => chooseCircuit(e.target.value) })}
            />
            <Input label="Modelo del coche" placeholder="Custom Car" autoComplete="off" {...field('carModel')} {...problemOf('carModel')} />
            <Input label="Nombre del circuito" placeholder="Custom Circuit" autoComplete="off" {...field('circuitName')} {...problemOf('circuitName')} />
          </div>
          {electric && (
            <p className="fuel-notice" role="status" id="fuel-electric-notice">
              El {selectedCar.nombre} es eléctrico: no usa combustible, así que no hay estrategia de combustible que calcular. Elige otro coche o
              escribe un consumo.
            </p>
          )}
        </fieldset>

        <fieldset className="fuel-fieldset">
          <legend>Carrera</legend>
          <div className="fuel-mode" role="radiogroup" aria-label="Tipo de carrera">
            <label className="fuel-mode__option">
              <input type="radio" {...modeChoice('laps')} /> Por vueltas
            </label>
            <label className="fuel-mode__option">
              <input type="radio" {...modeChoice('minutes')} /> Por tiempo
            </label>
          </div>
          <div className="form-grid">
            {mode === 'laps' ? (
              <Input label="Distancia de carrera (vueltas)" type="number" inputMode="numeric" min={0} step={1} required {...numeric('raceDistance')} {...problemOf('raceDistance')} />
            ) : (
              <Input
                label="Duración de la carrera (minutos)"
                type="number"
                inputMode="decimal"
                min={0}
                hint="Se cuenta la vuelta que empieza antes de que acabe el tiempo."
                required
                {...numeric('raceDuration')}
                {...problemOf('raceDuration')}
              />
            )}
          </div>
          <fieldset className="fuel-laptime">
            <legend>Tiempo por vuelta</legend>
            <div className="fuel-laptime__parts">
              <Input label="Minutos" type="number" inputMode="numeric" min={0} step={1} {...lapField('lapMinutes')} {...lapProblem} />
              <Input label="Segundos" type="number" inputMode="numeric" min={0} max={59} step={1} {...lapField('lapSeconds')} {...lapProblem} />
              <Input label="Milisegundos" type="number" inputMode="numeric" min={0} max={999} step={1} {...lapField('lapMilliseconds')} {...lapProblem} />
            </div>
            <FieldError id={LAP_TIME_ERROR_ID}>{lapTimeError}</FieldError>
          </fieldset>
        </fieldset>

        <fieldset className="fuel-fieldset">
          <legend>Combustible y paradas</legend>
          <div className="form-grid">
            <Input label="Consumo por vuelta (L)" type="number" inputMode="decimal" min={0.01} step={0.01} required {...numeric('fuelConsumptionPerLap')} {...problemOf('fuelConsumptionPerLap')} />
            <Input label="Capacidad del tanque (L)" type="number" inputMode="decimal" min={1} step={0.1} required {...numeric('tankCapacity')} {...problemOf('tankCapacity')} />
            <Select
              label="Tipo de parada"
              options={pitOptions}
              {...field('pitType', {
                onChange: (e) => {
                  const type = e.target.value as PitStopType;
                  if (presets.pitStopTypes[type]) setValue('pitStopTime', String(presets.pitStopTypes[type].segundos));
                },
              })}
            />
            <Input label="Tiempo de parada (s)" type="number" inputMode="decimal" min={0} step={0.5} {...numeric('pitStopTime')} {...problemOf('pitStopTime')} />
            <Input label="Margen de seguridad (L)" type="number" inputMode="decimal" min={0} step={0.1} {...numeric('safetyMargin')} {...problemOf('safetyMargin')} />
            <Input
              label="Combustible inicial (L)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              hint="0 deja que el plan elija: tanque lleno o lo necesario."
              {...numeric('initialFuel')}
              {...problemOf('initialFuel')}
            />
          </div>
        </fieldset>

        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={isMutating}
          busyText="Calculando..."
          disabled={electric}
          aria-describedby={electric ? 'fuel-electric-notice' : undefined}
          icon={<Calculator size={18} aria-hidden="true" />}
        >
          Calcular estrategia
        </Button>
        <FormFailure id={FAILURE_ID} message={failure ?? (missingInputs ? FUEL_MESSAGES.required : null)} />
      </form>

      <div className="fuel-side">
        {result ? (
          <Suspense fallback={<NoPlanYet />}>
            <FuelResults strategy={result} />
          </Suspense>
        ) : (
          <NoPlanYet />
        )}
        {signedIn && (
          <FuelHistory
            onShow={(strategy) => {
              void loadResults()
                .catch(() => undefined)
                .then(() => setResult(strategy));
            }}
          />
        )}
      </div>
    </div>
  );
}

function NoPlanYet() {
  return (
    <section className="card fuel-empty" aria-label="Resultado">
      <h2>Tu estrategia aparecerá aquí</h2>
      <p className="muted">Elige un coche y un circuito o escribe tus datos, y pulsa «Calcular estrategia».</p>
    </section>
  );
}

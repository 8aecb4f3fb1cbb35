import { Calculator } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { FuelRequest } from '@contracts/fuel.contract';
import { clampLapTimeParts, lapTimeSeconds, splitLapTime } from '@contracts/lap-time';
import { FUEL_MESSAGES } from '@contracts/fuel.messages';
import type { FuelPresetsView as FuelPresets, FuelStrategyView as FuelStrategy, PitStopTypeView as PitStopType } from '@contracts/fuel.views';
import { Button } from '@/components/ui/button';
import { FieldError, FormFailure } from '@/components/ui/field';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError, fieldErrorsOf } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { useHydratingPage } from '@/lib/server-render';
import { useCalculateFuel } from '../api/calculate-fuel';
import { useFuelPresets } from '../api/get-fuel-presets';
import { FuelHistory } from './fuel-history';
import type { PlanRequest } from './fuel-plan-check';
import './fuel.css';

// The results panel brings the charts' code (about 100 KB): it loads when there is a plan to show,
// asked for as the plan is (docs/adr/0036, addendum), never with the page.
const loadResults = () => import('./fuel-results');
const FuelResults = lazy(() => loadResults().then((m) => ({ default: m.FuelResults })));

interface FormValues {
  car: string;
  circuit: string;
  carModel: string;
  circuitName: string;
  mode: 'laps' | 'minutes';
  raceDistance: string;
  raceDuration: string;
  lapMinutes: string;
  lapSeconds: string;
  lapMilliseconds: string;
  fuelConsumptionPerLap: string;
  tankCapacity: string;
  pitType: PitStopType;
  pitStopTime: string;
  safetyMargin: string;
  initialFuel: string;
}

const DEFAULTS: FormValues = {
  car: '',
  circuit: '',
  carModel: '',
  circuitName: '',
  mode: 'laps',
  raceDistance: '',
  raceDuration: '',
  lapMinutes: '',
  lapSeconds: '',
  lapMilliseconds: '',
  fuelConsumptionPerLap: '',
  tankCapacity: '',
  pitType: 'FUEL_AND_TIRES',
  pitStopTime: '30',
  safetyMargin: '1.5',
  initialFuel: '0',
};

const toNumber = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};
const show = (n: number) => String(Math.round(n * 1000) / 1000);

/** Clamps of specification 2 §5 for one field, applied when the field is left and before sending. */
function clampField(name: keyof FormValues, text: string, values: FormValues): string {
  const n = toNumber(text);
  if (n === undefined) return text;
  switch (name) {
    case 'raceDistance':
    case 'raceDuration':
    case 'pitStopTime':
    case 'safetyMargin':
      return show(Math.max(0, n));
    // Zero or less stays as typed, so the required message can say what is missing.
    case 'fuelConsumptionPerLap':
      return n > 0 ? show(Math.max(0.01, n)) : text;
    case 'tankCapacity':
      return n > 0 ? show(Math.max(1, n)) : text;
    case 'initialFuel': {
      const tank = toNumber(values.tankCapacity);
      return show(Math.min(Math.max(0, n), tank && tank > 0 ? Math.max(1, tank) : Infinity));
    }
    default:
      return text;
  }
}

function lapParts(values: FormValues) {
  return clampLapTimeParts({
    minutes: toNumber(values.lapMinutes) ?? 0,
    seconds: toNumber(values.lapSeconds) ?? 0,
    milliseconds: toNumber(values.lapMilliseconds) ?? 0,
  });
}

function toRequest(values: FormValues): FuelRequest {
  return {
    circuitName: values.circuitName.trim() || null,
    carModel: values.carModel.trim() || null,
    raceDistance: values.mode === 'laps' ? toNumber(values.raceDistance) : null,
    raceDuration: values.mode === 'minutes' ? toNumber(values.raceDuration) : null,
    lapTime: lapTimeSeconds(lapParts(values)),
    fuelConsumptionPerLap: toNumber(values.fuelConsumptionPerLap),
    tankCapacity: toNumber(values.tankCapacity),
    pitStopTime: toNumber(values.pitStopTime),
    safetyMargin: toNumber(values.safetyMargin),
    initialFuel: toNumber(values.initialFuel),
  };
}

/** The contract's rules (with the validation library, loaded when a plan is first checked), read on the request the form would send. */
let planResolver: Promise<Resolver<FormValues, unknown, PlanRequest>> | undefined;
const loadPlanResolver = () =>
  (planResolver ??= import('./fuel-plan-check').then(
    (m) => m.planResolverOf(toRequest),
    (err: unknown) => {
      planResolver = undefined;
      throw err;
    },
  ));

/** Where a rule's field of the request is on the form: the lap time is its three inputs (the first takes focus). */
function onForm(field: string, values: FormValues): keyof FormValues | undefined {
  if (field === 'raceDistance' || field === 'raceDuration') return values.mode === 'laps' ? 'raceDistance' : 'raceDuration';
  if (field === 'lapTime') return 'lapMinutes';
  return field in DEFAULTS ? (field as keyof FormValues) : undefined;
}

/** The contract's messages on the form's fields, so the first invalid one takes focus. */
const resolver: Resolver<FormValues, unknown, PlanRequest> = async (values, context, options) => {
  const result = await (await loadPlanResolver())(values, context, options);
  const errors: FieldErrors<FormValues> = {};
  for (const [field, error] of Object.entries(result.errors)) {
    const name = onForm(field, values);
    if (name && error && !errors[name]) errors[name] = { type: String(error.type ?? 'validate'), message: String(error.message ?? ''), ref: options.fields[name]?.ref };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

const FAILURE_ID = 'fuel-form-failure';
const LAP_TIME_ERROR_ID = 'fuel-lap-time-error';
/** The request's fields a refusal of the server may name, as the form calls them. */
const SERVER_FIELDS = ['raceDistance', 'raceDuration', 'fuelConsumptionPerLap', 'tankCapacity', 'pitStopTime', 'safetyMargin', 'initialFuel', 'carModel', 'circuitName'] as const;
const CLAMPED = ['raceDistance', 'raceDuration', 'pitStopTime', 'safetyMargin', 'fuelConsumptionPerLap', 'tankCapacity', 'initialFuel'] as const;

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR' || error.status >= 500) return FUEL_MESSAGES.connection;
    if (error.fromServer) return error.message;
    return FUEL_MESSAGES.backend;
  }
  return FUEL_MESSAGES.failed;
}

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

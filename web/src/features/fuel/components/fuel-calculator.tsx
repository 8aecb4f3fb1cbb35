import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { clampLapTimeParts, fuelRequestSchema, lapTimeSeconds, splitLapTime, type FuelRequest } from '@contracts/fuel.contract';
import type { FuelPresetsView as FuelPresets, FuelStrategyView as FuelStrategy, PitStopTypeView as PitStopType } from '@contracts/fuel.views';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCalculateFuel } from '../api/calculate-fuel';
import { HISTORY_KEY } from '../api/get-fuel-history';
import { useFuelPresets } from '../api/get-fuel-presets';
import { FuelHistory } from './fuel-history';
import { FuelResults } from './fuel-results';
import './fuel.css';

/** The specification's messages (document 2 §8). */
export const FUEL_TEXT = {
  required: 'Por favor completa la distancia de carrera, el consumo de combustible (>0) y la capacidad del tanque (>0).',
  lapTime: 'Por favor ingresa un tiempo de vuelta válido (>0).',
  failed: 'Error al calcular la estrategia de combustible',
  backend: 'Error en el cálculo desde el backend.',
  connection: 'Error de conexión o del servidor al calcular.',
} as const;

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

/** What the page checks before asking the server, with the specification's two messages. */
function checkRequired(values: FormValues): string | null {
  const distance = toNumber(values.mode === 'laps' ? values.raceDistance : values.raceDuration);
  const consumption = toNumber(values.fuelConsumptionPerLap);
  const tank = toNumber(values.tankCapacity);
  if (!distance || distance <= 0 || !consumption || consumption <= 0 || !tank || tank <= 0) return FUEL_TEXT.required;
  if (lapTimeSeconds(lapParts(values)) <= 0) return FUEL_TEXT.lapTime;
  // The server's own bounds (a race of at most 10,000 laps, a tank of at most 1,000 L …).
  const bounds = fuelRequestSchema.safeParse(toRequest(values));
  return bounds.success ? null : (bounds.error.issues[0]?.message ?? FUEL_TEXT.failed);
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

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR' || error.status >= 500) return FUEL_TEXT.connection;
    if (error.fromServer) return error.message;
    return FUEL_TEXT.backend;
  }
  return FUEL_TEXT.failed;
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
  const { register, handleSubmit, setValue, getValues, control } = useForm<FormValues>({ defaultValues: DEFAULTS });
  const { trigger, isMutating } = useCalculateFuel();
  const [result, setResult] = useState<FuelStrategy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = useSWRConfig();

  const [carId, mode, consumptionText] = useWatch({ control, name: ['car', 'mode', 'fuelConsumptionPerLap'] });
  const selectedCar = presets.cars.find((c) => c.id === carId);
  const consumption = toNumber(consumptionText);
  const electric = selectedCar !== undefined && selectedCar.consumo <= 0 && !(consumption && consumption > 0);

  /** A numeric input that is clamped when the driver leaves it. */
  const numeric = (name: keyof FormValues) =>
    register(name, {
      onBlur: () => setValue(name, clampField(name, String(getValues(name)), getValues())),
    });
  const lapField = (name: 'lapMinutes' | 'lapSeconds' | 'lapMilliseconds') =>
    register(name, {
      onBlur: () => {
        if (getValues(name).trim() === '') return;
        const parts = lapParts(getValues());
        setValue('lapMinutes', String(parts.minutes));
        setValue('lapSeconds', String(parts.seconds));
        setValue('lapMilliseconds', String(parts.milliseconds));
      },
    });

  const chooseCar = (id: string) => {
    const car = presets.cars.find((c) => c.id === id);
    if (!car) return;
    setValue('carModel', car.nombre);
    setValue('fuelConsumptionPerLap', String(car.consumo));
    setValue('tankCapacity', String(car.tanque));
  };
  const chooseCircuit = (id: string) => {
    const circuit = presets.circuits.find((c) => c.id === id);
    if (!circuit) return;
    const parts = splitLapTime(circuit.tiempoVuelta);
    setValue('circuitName', circuit.nombre);
    setValue('lapMinutes', String(parts.minutes));
    setValue('lapSeconds', String(parts.seconds));
    setValue('lapMilliseconds', String(parts.milliseconds));
  };

  const submit = handleSubmit(async (raw) => {
    setFailure(null);
    // The clamps apply to what is sent even if a field was never left.
    const clamped = { ...raw };
    for (const name of ['raceDistance', 'raceDuration', 'pitStopTime', 'safetyMargin', 'fuelConsumptionPerLap', 'tankCapacity', 'initialFuel'] as const) {
      clamped[name] = clampField(name, clamped[name], clamped);
      setValue(name, clamped[name]);
    }
    const problem = checkRequired(clamped);
    if (problem) {
      setFailure(problem);
      return;
    }
    try {
      const answer = await trigger(toRequest(clamped));
      if (!answer.success || !answer.data) {
        setFailure(answer.message || FUEL_TEXT.backend);
        return;
      }
      setResult(answer.data);
      if (signedIn) void mutate(HISTORY_KEY);
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  const carOptions = presets.cars.map((c) => ({ value: c.id, label: c.consumo > 0 ? c.nombre : `${c.nombre} (eléctrico)` }));
  const circuitOptions = presets.circuits.map((c) => ({ value: c.id, label: c.nombre }));
  const pitOptions = (['FUEL_AND_TIRES', 'FUEL_ONLY'] as const).map((type) => ({
    value: type,
    label: `${presets.pitStopTypes[type].etiqueta} (${presets.pitStopTypes[type].segundos} s)`,
  }));

  return (
    <div className="fuel-layout">
      <form className="fuel-form card" onSubmit={submit} noValidate aria-label="Datos de la carrera">
        <fieldset className="fuel-fieldset">
          <legend>Coche y circuito</legend>
          <div className="form-grid">
            <Select label="Coche predefinido" placeholder="Personalizado" options={carOptions} {...register('car', { onChange: (e) => chooseCar(e.target.value) })} />
            <Select
              label="Circuito predefinido"
              placeholder="Personalizado"
              options={circuitOptions}
              {...register('circuit', { onChange: (e) => chooseCircuit(e.target.value) })}
            />
            <Input label="Modelo del coche" placeholder="Custom Car" autoComplete="off" {...register('carModel')} />
            <Input label="Nombre del circuito" placeholder="Custom Circuit" autoComplete="off" {...register('circuitName')} />
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
              <input type="radio" value="laps" {...register('mode')} /> Por vueltas
            </label>
            <label className="fuel-mode__option">
              <input type="radio" value="minutes" {...register('mode')} /> Por tiempo
            </label>
          </div>
          <div className="form-grid">
            {mode === 'laps' ? (
              <Input label="Distancia de carrera (vueltas)" type="number" inputMode="numeric" min={0} step={1} required {...numeric('raceDistance')} />
            ) : (
              <Input
                label="Duración de la carrera (minutos)"
                type="number"
                inputMode="decimal"
                min={0}
                hint="Se cuenta la vuelta que empieza antes de que acabe el tiempo."
                required
                {...numeric('raceDuration')}
              />
            )}
          </div>
          <fieldset className="fuel-laptime">
            <legend>Tiempo por vuelta</legend>
            <div className="fuel-laptime__parts">
              <Input label="Minutos" type="number" inputMode="numeric" min={0} step={1} {...lapField('lapMinutes')} />
              <Input label="Segundos" type="number" inputMode="numeric" min={0} max={59} step={1} {...lapField('lapSeconds')} />
              <Input label="Milisegundos" type="number" inputMode="numeric" min={0} max={999} step={1} {...lapField('lapMilliseconds')} />
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="fuel-fieldset">
          <legend>Combustible y paradas</legend>
          <div className="form-grid">
            <Input label="Consumo por vuelta (L)" type="number" inputMode="decimal" min={0.01} step={0.01} required {...numeric('fuelConsumptionPerLap')} />
            <Input label="Capacidad del tanque (L)" type="number" inputMode="decimal" min={1} step={0.1} required {...numeric('tankCapacity')} />
            <Select
              label="Tipo de parada"
              options={pitOptions}
              {...register('pitType', {
                onChange: (e) => {
                  const type = e.target.value as PitStopType;
                  if (presets.pitStopTypes[type]) setValue('pitStopTime', String(presets.pitStopTypes[type].segundos));
                },
              })}
            />
            <Input label="Tiempo de parada (s)" type="number" inputMode="decimal" min={0} step={0.5} {...numeric('pitStopTime')} />
            <Input label="Margen de seguridad (L)" type="number" inputMode="decimal" min={0} step={0.1} {...numeric('safetyMargin')} />
            <Input
              label="Combustible inicial (L)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              hint="0 deja que el plan elija: tanque lleno o lo necesario."
              {...numeric('initialFuel')}
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
        <div aria-live="assertive">{failure && <p className="form-error">{failure}</p>}</div>
      </form>

      <div className="fuel-side">
        {result ? (
          <FuelResults strategy={result} />
        ) : (
          <section className="card fuel-empty" aria-label="Resultado">
            <h2>Tu estrategia aparecerá aquí</h2>
            <p className="muted">Elige un coche y un circuito o escribe tus datos, y pulsa «Calcular estrategia».</p>
          </section>
        )}
        {signedIn && <FuelHistory onShow={setResult} />}
      </div>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fuelPlanSchema, type FuelRequest } from '@contracts/fuel.contract';

export type PlanRequest = z.output<typeof fuelPlanSchema>;

/**
 * The contract's rules, read on the request the form would send. Apart from the form, with the
 * validation library: the page loads it when a plan is first checked, not with its first screen
 * (docs/adr/0036, addendum).
 */
export function planResolverOf<V extends FieldValues>(toRequest: (values: V) => FuelRequest): Resolver<V, unknown, PlanRequest> {
  return zodResolver(z.custom<V>().transform(toRequest).pipe(fuelPlanSchema)) as unknown as Resolver<V, unknown, PlanRequest>;
}

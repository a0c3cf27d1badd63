// 'Refine Search': every filter the search API takes, with facet counts from the current answer.
import { useState, type FormEvent } from 'react';
import type { SearchResult } from '../../../../../bff/plugins/search/types';
import { useMakes } from '../api/get-makes';
import { useModels } from '../api/get-models';
import {
  bodyTypeOptions,
  COLOUR_OPTIONS,
  DEAL_RATING_OPTIONS,
  DOOR_OPTIONS,
  FUEL_OPTIONS,
  MILEAGE_OPTIONS,
  OWNER_OPTIONS,
  PRICE_DROP_DAYS,
  PRICE_OPTIONS,
  radiusOptions,
  SEAT_OPTIONS,
  SELLER_TYPE_OPTIONS,
  TRANSMISSION_OPTIONS,
  yearOptions,
} from '../lib/options';
import type { SearchState, SearchUpdate } from '../lib/search-params';
import { CheckboxGroup, CommitNumberField, controlClass, facetCounts, FieldRow, SelectField } from './fields';
import { FilterSection } from './filter-section';
import { Button } from '../../../components/ui/button';

type Facets = SearchResult['facets'] | undefined;

export function FilterPanel({
  state,
  update,
  facets,
}: {
  state: SearchState;
  update: (u: SearchUpdate) => void;
  facets: Facets;
}) {
  const { values: v, lists, category } = state;
  const makes = useMakes(category);
  const models = useModels(category, v.make);
  const years = yearOptions();
  const toOptions = (list: string[] | undefined) => (list ?? []).map((x) => ({ value: x, label: x }));
  const platforms = (facets?.platform ?? []).map((p) => ({ value: p.value, label: p.label ?? p.value }));
  const hasFilters =
    Object.keys(v).some((k) => k !== 'sortBy' && k !== 'sortOrder') ||
    Object.values(lists).some((l) => l.length);
  // A section holding a filter of the search (a shared link, the car page's comparables) opens with it.
  const holds = (keys: (keyof typeof v)[], listKeys: (keyof typeof lists)[] = []) =>
    keys.some((k) => v[k] !== undefined) || listKeys.some((k) => (lists[k]?.length ?? 0) > 0);

  return (
    <div className="space-y-1">
      <LocationForm
        key={`${v.location ?? ''}|${v.radius ?? ''}`}
        location={v.location}
        radius={v.radius}
        update={update}
      />
      <FilterSection title="Basic" defaultOpen>
        <SelectField
          label="Make"
          value={v.make}
          anyLabel="Any make"
          options={toOptions(makes.data)}
          counts={facetCounts(facets?.make)}
          onChange={(make) => update({ make })}
        />
        <SelectField
          label="Model"
          value={v.model}
          anyLabel={v.make ? 'Any model' : 'Choose a make first'}
          disabled={!v.make}
          options={toOptions(models.data)}
          counts={facetCounts(facets?.model)}
          onChange={(model) => update({ model })}
        />
        <FieldRow>
          <SelectField
            label="Min price"
            value={v.minPrice}
            anyLabel="No min"
            options={PRICE_OPTIONS}
            onChange={(minPrice) => update({ minPrice })}
          />
          <SelectField
            label="Max price"
            value={v.maxPrice}
            anyLabel="No max"
            options={PRICE_OPTIONS}
            onChange={(maxPrice) => update({ maxPrice })}
          />
        </FieldRow>
        <FieldRow>
          <SelectField
            label="Min year"
            value={v.minYear}
            anyLabel="Any"
            options={years}
            onChange={(minYear) => update({ minYear })}
          />
          <SelectField
            label="Max year"
            value={v.maxYear}
            anyLabel="Any"
            options={years}
            onChange={(maxYear) => update({ maxYear })}
          />
        </FieldRow>
        <SelectField
          label="Max mileage"
          value={v.maxMileage}
          anyLabel="Any mileage"
          options={MILEAGE_OPTIONS}
          onChange={(maxMileage) => update({ maxMileage })}
        />
        <SelectField
          label="Transmission"
          value={v.transmission}
          options={TRANSMISSION_OPTIONS}
          counts={facetCounts(facets?.transmission)}
          onChange={(transmission) => update({ transmission })}
        />
        <SelectField
          label="Body type"
          value={v.bodyType}
          anyLabel="Any body type"
          options={bodyTypeOptions(category)}
          counts={facetCounts(facets?.bodyType)}
          onChange={(bodyType) => update({ bodyType })}
        />
        <CheckboxGroup
          legend="Fuel type"
          options={FUEL_OPTIONS}
          selected={lists.fuelTypes}
          counts={facetCounts(facets?.fuelType)}
          onChange={(fuelTypes) => update({ fuelTypes })}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400"
            checked={v.priceDroppedWithin === PRICE_DROP_DAYS}
            onChange={(e) => update({ priceDroppedWithin: e.target.checked ? PRICE_DROP_DAYS : undefined })}
          />
          Price dropped in the last 7 days
        </label>
      </FilterSection>
      <FilterSection
        title="Advanced"
        defaultOpen={holds(
          ['doors', 'seats', 'color', 'maxPreviousOwners', 'minEngineSize', 'maxEngineSize'],
          ['platforms'],
        )}
      >
        <FieldRow>
          <SelectField
            label="Doors"
            value={v.doors}
            options={DOOR_OPTIONS}
            onChange={(doors) => update({ doors })}
          />
          <SelectField
            label="Seats"
            value={v.seats}
            options={SEAT_OPTIONS}
            onChange={(seats) => update({ seats })}
          />
        </FieldRow>
        <SelectField
          label="Colour"
          value={v.color}
          anyLabel="Any colour"
          options={COLOUR_OPTIONS}
          onChange={(color) => update({ color })}
        />
        <SelectField
          label="Max previous owners"
          value={v.maxPreviousOwners}
          options={OWNER_OPTIONS}
          onChange={(maxPreviousOwners) => update({ maxPreviousOwners })}
        />
        <FieldRow>
          <CommitNumberField
            label="Min engine (litres)"
            value={v.minEngineSize}
            step={0.1}
            min={0}
            onCommit={(minEngineSize) => update({ minEngineSize })}
          />
          <CommitNumberField
            label="Max engine (litres)"
            value={v.maxEngineSize}
            step={0.1}
            min={0}
            onCommit={(maxEngineSize) => update({ maxEngineSize })}
          />
        </FieldRow>
        {platforms.length > 0 && (
          <CheckboxGroup
            legend="Platforms"
            options={platforms}
            selected={lists.platforms}
            counts={facetCounts(facets?.platform)}
            onChange={(p) => update({ platforms: p })}
          />
        )}
      </FilterSection>
      <FilterSection title="Electric" defaultOpen={holds(['isElectric', 'minElectricRange'])}>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400"
            checked={v.isElectric === 'true'}
            onChange={(e) => update({ isElectric: e.target.checked ? 'true' : undefined })}
          />
          Electric vehicles only
        </label>
        <CommitNumberField
          label="Min electric range (miles)"
          value={v.minElectricRange}
          min={0}
          step={10}
          onCommit={(minElectricRange) => update({ minElectricRange })}
        />
      </FilterSection>
      <FilterSection title="Deal rating" defaultOpen={holds([], ['dealRatings'])}>
        <CheckboxGroup
          legend="Deal rating"
          options={DEAL_RATING_OPTIONS}
          selected={lists.dealRatings}
          counts={facetCounts(facets?.dealRating)}
          onChange={(dealRatings) => update({ dealRatings })}
        />
      </FilterSection>
      <FilterSection title="Seller Type" defaultOpen={holds([], ['sellerTypes'])}>
        <CheckboxGroup
          legend="Seller type"
          options={SELLER_TYPE_OPTIONS}
          selected={lists.sellerTypes}
          counts={facetCounts(facets?.sellerType)}
          onChange={(sellerTypes) => update({ sellerTypes })}
        />
      </FilterSection>
      {hasFilters && (
        <div className="border-t border-slate-200 pt-3">
          <Button variant="secondary" size="sm" className="w-full" onClick={() => update(clearAll(state))}>
            Clear all filters
          </Button>
        </div>
      )}
    </div>
  );
}

function clearAll(state: SearchState): SearchUpdate {
  const cleared: SearchUpdate = { fuelTypes: [], platforms: [], sellerTypes: [], dealRatings: [] };
  for (const key of Object.keys(state.values) as (keyof SearchState['values'])[]) {
    if (key !== 'sortBy' && key !== 'sortOrder') cleared[key] = undefined;
  }
  return cleared;
}

function LocationForm({
  location,
  radius,
  update,
}: {
  location?: string;
  radius?: string;
  update: (u: SearchUpdate) => void;
}) {
  const [draftLocation, setDraftLocation] = useState(location ?? '');
  const [draftRadius, setDraftRadius] = useState(radius ?? '50');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ location: draftLocation.trim(), radius: draftRadius });
  };
  return (
    <form onSubmit={submit} className="space-y-2 pb-3" aria-label="Location">
      <label htmlFor="filter-location" className="block text-sm font-medium text-slate-700">
        Postcode or town
      </label>
      <input
        id="filter-location"
        className={controlClass}
        value={draftLocation}
        placeholder="e.g. M1 1AE or Leeds"
        onChange={(e) => setDraftLocation(e.target.value)}
      />
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1">
          <label htmlFor="filter-radius" className="block text-sm font-medium text-slate-700">
            Distance
          </label>
          <select
            id="filter-radius"
            className={controlClass}
            value={draftRadius}
            onChange={(e) => setDraftRadius(e.target.value)}
          >
            {radiusOptions(draftRadius).map((o) => (
              <option key={o.value} value={o.value}>
                Within {o.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" className="h-[38px]">
          Apply
        </Button>
      </div>
    </form>
  );
}

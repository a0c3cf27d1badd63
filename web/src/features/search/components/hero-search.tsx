// The hero search form: free text, make, max price (pounds shown, pence sent) and location.
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useMakes } from '../api/get-makes';
import { PRICE_OPTIONS } from '../lib/options';
import { CATEGORY_WORDS, type SearchState, type SearchUpdate } from '../lib/search-params';
import { controlClass } from './fields';

export function HeroSearch({ state, update }: { state: SearchState; update: (u: SearchUpdate) => void }) {
  const { values, category } = state;
  const makes = useMakes(category);
  const [search, setSearch] = useState(values.search ?? '');
  const [make, setMake] = useState(values.make ?? '');
  const [maxPrice, setMaxPrice] = useState(values.maxPrice ?? '');
  const [location, setLocation] = useState(values.location ?? '');
  const word = CATEGORY_WORDS[category];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const change: SearchUpdate = { search: search.trim(), maxPrice, location: location.trim() };
    // Only a different make clears the chosen model.
    if (make !== (values.make ?? '')) change.make = make;
    update(change);
  };

  return (
    <form
      role="search"
      aria-label={`Search ${word.plural}`}
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-lg sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor="hero-search" className="block text-sm font-medium text-slate-700">
          Search
        </label>
        <input
          id="hero-search"
          type="search"
          maxLength={200}
          className={controlClass}
          placeholder={`e.g. Golf GTI, automatic`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="hero-make" className="block text-sm font-medium text-slate-700">
          Make
        </label>
        <select
          id="hero-make"
          className={controlClass}
          value={make}
          onChange={(e) => setMake(e.target.value)}
        >
          <option value="">Any make</option>
          {(makes.data ?? []).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="hero-max-price" className="block text-sm font-medium text-slate-700">
          Max price
        </label>
        <select
          id="hero-max-price"
          className={controlClass}
          value={maxPrice}
          onChange={(e) => setMaxPrice(e.target.value)}
        >
          <option value="">No max</option>
          {PRICE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="hero-location" className="block text-sm font-medium text-slate-700">
          Postcode or town
        </label>
        <input
          id="hero-location"
          className={controlClass}
          placeholder="e.g. LS1"
          value={location}
          onChange={(e) => setLocation(e.target.value)}
        />
      </div>
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        <Search aria-hidden className="h-4 w-4" />
        Search {word.plural}
      </Button>
    </form>
  );
}

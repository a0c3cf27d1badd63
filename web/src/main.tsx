// A stand-in search page on the real API until the buyer web app (next issue) replaces it.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

type Category = 'cars' | 'motorcycles' | 'vans';
interface Card {
  id: number;
  title: string;
  price: number;
  year: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  image: string;
  platformName: string;
  offers: { platform: string }[];
  dealerName: string;
  dealerLocation: string;
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

function App() {
  const [category, setCategory] = useState<Category>('cars');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ cars: Card[]; total: number } | 'loading' | 'error'>('loading');

  useEffect(() => {
    const params = new URLSearchParams(query ? { search: query } : {});
    setState('loading');
    fetch(`/api/${category}/search?${params}`, { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then(setState, () => setState('error'));
  }, [category, query]);

  return (
    <main>
      <header>
        <h1>AllMotors</h1>
        <p>All platforms, one search</p>
      </header>
      <nav aria-label="Category">
        {(['cars', 'motorcycles', 'vans'] as const).map((c) => (
          <button key={c} aria-pressed={c === category} onClick={() => setCategory(c)}>
            {c[0]!.toUpperCase() + c.slice(1)}
          </button>
        ))}
      </nav>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label htmlFor="q">Search</label>
        <input id="q" value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. Golf GTI" />
        <button type="submit">Search</button>
      </form>
      {state === 'loading' && <p>Loading…</p>}
      {state === 'error' && <p role="alert">Failed to search {category}</p>}
      {typeof state === 'object' && (
        <>
          <p aria-live="polite">{state.total.toLocaleString('en-GB')} results</p>
          {state.cars.length === 0 && <p>No cars found - Try adjusting your search criteria or filters</p>}
          <ul className="grid">
            {state.cars.map((car) => (
              <li key={car.id}>
                <img src={car.image} alt={car.title} width={400} height={300} />
                <h2>{car.title}</h2>
                <p className="price">{pounds.format(car.price / 100)}</p>
                <p>
                  {car.year} · {car.mileage.toLocaleString('en-GB')} miles · {car.fuelType} ·{' '}
                  {car.transmission}
                </p>
                <p className="muted">
                  {car.dealerName}, {car.dealerLocation} · {car.platformName}
                  {car.offers.length > 1 ? ` · also on ${car.offers.length - 1} more` : ''}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A drawn side view in the car's paint: the sample offers have no photographs of their own.
export function CarIllustration({ colour, label }: { colour: string; label: string }) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} className="h-full w-full">
      <rect width="320" height="200" fill="#e2e8f0" />
      <rect y="150" width="320" height="50" fill="#cbd5e1" />
      <path
        d="M40 140 L52 108 Q60 96 78 94 L110 92 L140 66 Q150 58 166 58 L218 58 Q232 58 242 68 L266 94 L284 100 Q296 104 296 118 L296 140 Z"
        fill={colour}
        stroke="#334155"
        strokeWidth="3"
      />
      <path d="M120 92 L146 70 L188 70 L188 92 Z M196 92 L196 70 L230 70 L250 92 Z" fill="#bfdbfe" />
      <circle cx="96" cy="142" r="22" fill="#1e293b" />
      <circle cx="96" cy="142" r="9" fill="#94a3b8" />
      <circle cx="246" cy="142" r="22" fill="#1e293b" />
      <circle cx="246" cy="142" r="9" fill="#94a3b8" />
    </svg>
  );
}

// The AllMotors editorial team, who write and review the guides.
export const AUTHORS = {
  hannah: 'Hannah Price',
  tom: 'Tom Adebayo',
  priya: 'Priya Shah',
  gareth: 'Gareth Lewis',
} as const;

// A text progress bar, '██████░░░░  60%': the filled part in colour when the terminal has it.
import React from 'react';
import { Text } from 'ink';

export const barText = (percent: number, width: number) => {
  const p = Math.min(100, Math.max(0, percent));
  const filled = Math.round((p / 100) * width);
  return {
    filled: '█'.repeat(filled),
    empty: '░'.repeat(width - filled),
    label: `${Math.floor(p)}%`.padStart(4),
  };
};

export function ProgressBar({
  percent,
  width = 20,
  color = 'green',
}: {
  percent: number;
  width?: number;
  color?: string;
}) {
  const { filled, empty, label } = barText(percent, width);
  return (
    <Text>
      <Text color={color}>{filled}</Text>
      <Text dimColor>{empty}</Text> {label}
    </Text>
  );
}

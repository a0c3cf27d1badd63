// Real UK postcode districts (outcodes) with their post town and an approximate centroid.
// Not exhaustive: every district of the central parts of the big cities, plus the main districts of
// every town in uk-towns.ts. Coordinates are approximate (typically within 1-3 km of the true
// centroid); large rural districts are placed where most of their population lives.
import type { PostcodeDistrict } from './types.js';

const d = (district: string, town: string, lat: number, lon: number): PostcodeDistrict => ({
  district,
  town,
  lat,
  lon,
});

// prettier-ignore
export const POSTCODE_DISTRICTS: PostcodeDistrict[] = [
  // ---- London: EC, WC ----
  d('EC1A', 'London', 51.518, -0.1), d('EC1M', 'London', 51.521, -0.101), d('EC1N', 'London', 51.519, -0.109),
  d('EC1R', 'London', 51.525, -0.108), d('EC1V', 'London', 51.527, -0.096), d('EC1Y', 'London', 51.523, -0.091),
  d('EC2A', 'London', 51.523, -0.081), d('EC2M', 'London', 51.518, -0.08), d('EC2N', 'London', 51.515, -0.085),
  d('EC2R', 'London', 51.515, -0.09), d('EC2V', 'London', 51.515, -0.093), d('EC2Y', 'London', 51.519, -0.093),
  d('EC3A', 'London', 51.515, -0.078), d('EC3M', 'London', 51.512, -0.079), d('EC3N', 'London', 51.511, -0.076),
  d('EC3R', 'London', 51.51, -0.083), d('EC3V', 'London', 51.512, -0.085), d('EC4A', 'London', 51.515, -0.109),
  d('EC4M', 'London', 51.514, -0.102), d('EC4N', 'London', 51.512, -0.092), d('EC4R', 'London', 51.511, -0.092),
  d('EC4V', 'London', 51.512, -0.099), d('EC4Y', 'London', 51.513, -0.109),
  d('WC1A', 'London', 51.517, -0.126), d('WC1B', 'London', 51.519, -0.126), d('WC1E', 'London', 51.522, -0.132),
  d('WC1H', 'London', 51.526, -0.127), d('WC1N', 'London', 51.522, -0.121), d('WC1R', 'London', 51.519, -0.116),
  d('WC1V', 'London', 51.518, -0.115), d('WC1X', 'London', 51.527, -0.115), d('WC2A', 'London', 51.515, -0.115),
  d('WC2B', 'London', 51.514, -0.121), d('WC2E', 'London', 51.511, -0.123), d('WC2H', 'London', 51.513, -0.128),
  d('WC2N', 'London', 51.509, -0.125), d('WC2R', 'London', 51.511, -0.118),

  // ---- London: SW ----
  d('SW1A', 'London', 51.503, -0.136), d('SW1E', 'London', 51.497, -0.141), d('SW1H', 'London', 51.499, -0.133),
  d('SW1P', 'London', 51.495, -0.13), d('SW1V', 'London', 51.49, -0.14), d('SW1W', 'London', 51.493, -0.15),
  d('SW1X', 'London', 51.497, -0.156), d('SW1Y', 'London', 51.507, -0.135),
  d('SW2', 'London', 51.451, -0.118), d('SW3', 'London', 51.489, -0.167), d('SW4', 'London', 51.461, -0.138),
  d('SW5', 'London', 51.49, -0.19), d('SW6', 'London', 51.474, -0.2), d('SW7', 'London', 51.495, -0.174),
  d('SW8', 'London', 51.476, -0.128), d('SW9', 'London', 51.467, -0.113), d('SW10', 'London', 51.483, -0.182),
  d('SW11', 'London', 51.466, -0.165), d('SW12', 'London', 51.446, -0.148), d('SW13', 'London', 51.473, -0.245),
  d('SW14', 'London', 51.463, -0.265), d('SW15', 'London', 51.457, -0.22), d('SW16', 'London', 51.421, -0.127),
  d('SW17', 'London', 51.43, -0.165), d('SW18', 'London', 51.451, -0.19), d('SW19', 'London', 51.422, -0.205),
  d('SW20', 'London', 51.409, -0.227),

  // ---- London: W ----
  d('W1B', 'London', 51.515, -0.141), d('W1C', 'London', 51.514, -0.15), d('W1D', 'London', 51.513, -0.132),
  d('W1F', 'London', 51.513, -0.136), d('W1G', 'London', 51.519, -0.147), d('W1H', 'London', 51.517, -0.161),
  d('W1J', 'London', 51.506, -0.144), d('W1K', 'London', 51.51, -0.151), d('W1S', 'London', 51.511, -0.141),
  d('W1T', 'London', 51.519, -0.135), d('W1U', 'London', 51.519, -0.153), d('W1W', 'London', 51.521, -0.14),
  d('W2', 'London', 51.514, -0.18), d('W3', 'London', 51.51, -0.268), d('W4', 'London', 51.492, -0.264),
  d('W5', 'London', 51.512, -0.302), d('W6', 'London', 51.494, -0.23), d('W7', 'London', 51.511, -0.336),
  d('W8', 'London', 51.5, -0.193), d('W9', 'London', 51.527, -0.19), d('W10', 'London', 51.522, -0.213),
  d('W11', 'London', 51.512, -0.204), d('W12', 'London', 51.508, -0.234), d('W13', 'London', 51.513, -0.321),
  d('W14', 'London', 51.494, -0.21),

  // ---- London: E ----
  d('E1', 'London', 51.517, -0.059), d('E1W', 'London', 51.507, -0.058), d('E2', 'London', 51.529, -0.06),
  d('E3', 'London', 51.528, -0.023), d('E4', 'London', 51.627, -0.002), d('E5', 'London', 51.559, -0.052),
  d('E6', 'London', 51.529, 0.055), d('E7', 'London', 51.548, 0.025), d('E8', 'London', 51.543, -0.065),
  d('E9', 'London', 51.543, -0.041), d('E10', 'London', 51.566, -0.011), d('E11', 'London', 51.568, 0.011),
  d('E12', 'London', 51.551, 0.051), d('E13', 'London', 51.527, 0.027), d('E14', 'London', 51.505, -0.018),
  d('E15', 'London', 51.541, 0.0), d('E16', 'London', 51.511, 0.03), d('E17', 'London', 51.585, -0.02),
  d('E18', 'London', 51.591, 0.026), d('E20', 'London', 51.545, -0.012),

  // ---- London: N ----
  d('N1', 'London', 51.537, -0.095), d('N1C', 'London', 51.535, -0.125), d('N2', 'London', 51.59, -0.17),
  d('N3', 'London', 51.601, -0.193), d('N4', 'London', 51.57, -0.101), d('N5', 'London', 51.553, -0.098),
  d('N6', 'London', 51.571, -0.145), d('N7', 'London', 51.553, -0.117), d('N8', 'London', 51.583, -0.12),
  d('N9', 'London', 51.627, -0.06), d('N10', 'London', 51.592, -0.143), d('N11', 'London', 51.614, -0.138),
  d('N12', 'London', 51.615, -0.176), d('N13', 'London', 51.619, -0.104), d('N14', 'London', 51.632, -0.128),
  d('N15', 'London', 51.583, -0.08), d('N16', 'London', 51.562, -0.075), d('N17', 'London', 51.597, -0.069),
  d('N18', 'London', 51.614, -0.065), d('N19', 'London', 51.566, -0.13), d('N20', 'London', 51.63, -0.172),
  d('N21', 'London', 51.634, -0.099), d('N22', 'London', 51.6, -0.112),

  // ---- London: NW ----
  d('NW1', 'London', 51.533, -0.145), d('NW2', 'London', 51.558, -0.219), d('NW3', 'London', 51.553, -0.17),
  d('NW4', 'London', 51.588, -0.226), d('NW5', 'London', 51.553, -0.141), d('NW6', 'London', 51.543, -0.198),
  d('NW7', 'London', 51.615, -0.232), d('NW8', 'London', 51.532, -0.172), d('NW9', 'London', 51.585, -0.258),
  d('NW10', 'London', 51.54, -0.245), d('NW11', 'London', 51.577, -0.198),

  // ---- London: SE ----
  d('SE1', 'London', 51.5, -0.095), d('SE2', 'London', 51.49, 0.118), d('SE3', 'London', 51.466, 0.01),
  d('SE4', 'London', 51.459, -0.032), d('SE5', 'London', 51.474, -0.091), d('SE6', 'London', 51.438, -0.016),
  d('SE7', 'London', 51.483, 0.037), d('SE8', 'London', 51.48, -0.027), d('SE9', 'London', 51.443, 0.058),
  d('SE10', 'London', 51.483, 0.002), d('SE11', 'London', 51.489, -0.11), d('SE12', 'London', 51.443, 0.023),
  d('SE13', 'London', 51.458, -0.011), d('SE14', 'London', 51.476, -0.043), d('SE15', 'London', 51.47, -0.064),
  d('SE16', 'London', 51.496, -0.052), d('SE17', 'London', 51.488, -0.093), d('SE18', 'London', 51.482, 0.075),
  d('SE19', 'London', 51.418, -0.084), d('SE20', 'London', 51.411, -0.058), d('SE21', 'London', 51.441, -0.088),
  d('SE22', 'London', 51.452, -0.069), d('SE23', 'London', 51.441, -0.049), d('SE24', 'London', 51.453, -0.099),
  d('SE25', 'London', 51.398, -0.074), d('SE26', 'London', 51.427, -0.054), d('SE27', 'London', 51.43, -0.1),
  d('SE28', 'London', 51.505, 0.115),

  // ---- Outer London: BR, CR, DA, EN, HA, IG, KT, RM, SM, TW, UB, WD ----
  d('BR1', 'Bromley', 51.408, 0.016), d('BR2', 'Bromley', 51.385, 0.025), d('BR3', 'Beckenham', 51.405, -0.03),
  d('BR5', 'Orpington', 51.39, 0.11), d('BR6', 'Orpington', 51.372, 0.097), d('BR7', 'Chislehurst', 51.417, 0.07),
  d('BR8', 'Swanley', 51.397, 0.173),
  d('CR0', 'Croydon', 51.375, -0.09), d('CR2', 'South Croydon', 51.35, -0.08), d('CR4', 'Mitcham', 51.403, -0.158),
  d('CR5', 'Coulsdon', 51.318, -0.138), d('CR7', 'Thornton Heath', 51.397, -0.108), d('CR8', 'Purley', 51.338, -0.115),
  d('DA1', 'Dartford', 51.445, 0.215), d('DA2', 'Dartford', 51.432, 0.245), d('DA5', 'Bexley', 51.44, 0.15),
  d('DA6', 'Bexleyheath', 51.457, 0.14), d('DA7', 'Bexleyheath', 51.465, 0.145), d('DA8', 'Erith', 51.48, 0.175),
  d('DA11', 'Gravesend', 51.44, 0.34), d('DA12', 'Gravesend', 51.435, 0.385), d('DA14', 'Sidcup', 51.426, 0.105),
  d('DA15', 'Sidcup', 51.44, 0.102), d('DA16', 'Welling', 51.462, 0.108), d('DA17', 'Belvedere', 51.49, 0.15),
  d('EN1', 'Enfield', 51.652, -0.07), d('EN2', 'Enfield', 51.66, -0.09), d('EN3', 'Enfield', 51.656, -0.04),
  d('EN4', 'Barnet', 51.645, -0.155), d('EN5', 'Barnet', 51.653, -0.2), d('EN6', 'Potters Bar', 51.697, -0.18),
  d('EN7', 'Waltham Cross', 51.71, -0.075), d('EN8', 'Waltham Cross', 51.7, -0.035), d('EN9', 'Waltham Abbey', 51.687, 0.005),
  d('EN11', 'Hoddesdon', 51.762, -0.01),
  d('HA0', 'Wembley', 51.55, -0.3), d('HA1', 'Harrow', 51.58, -0.335), d('HA2', 'Harrow', 51.57, -0.355),
  d('HA3', 'Harrow', 51.59, -0.312), d('HA4', 'Ruislip', 51.573, -0.41), d('HA5', 'Pinner', 51.595, -0.38),
  d('HA6', 'Northwood', 51.61, -0.425), d('HA7', 'Stanmore', 51.615, -0.305), d('HA8', 'Edgware', 51.613, -0.27),
  d('HA9', 'Wembley', 51.56, -0.285),
  d('IG1', 'Ilford', 51.558, 0.075), d('IG2', 'Ilford', 51.575, 0.075), d('IG3', 'Ilford', 51.565, 0.1),
  d('IG6', 'Ilford', 51.59, 0.085), d('IG8', 'Woodford Green', 51.61, 0.03), d('IG10', 'Loughton', 51.647, 0.065),
  d('IG11', 'Barking', 51.537, 0.085),
  d('KT1', 'Kingston upon Thames', 51.41, -0.3), d('KT2', 'Kingston upon Thames', 51.42, -0.29),
  d('KT3', 'New Malden', 51.4, -0.258), d('KT4', 'Worcester Park', 51.378, -0.24), d('KT5', 'Surbiton', 51.39, -0.285),
  d('KT6', 'Surbiton', 51.382, -0.3), d('KT8', 'East Molesey', 51.4, -0.35), d('KT9', 'Chessington', 51.362, -0.3),
  d('KT10', 'Esher', 51.37, -0.365), d('KT11', 'Cobham', 51.33, -0.41), d('KT12', 'Walton-on-Thames', 51.38, -0.41),
  d('KT13', 'Weybridge', 51.37, -0.455), d('KT15', 'Addlestone', 51.37, -0.49), d('KT16', 'Chertsey', 51.39, -0.505),
  d('KT17', 'Epsom', 51.335, -0.255), d('KT18', 'Epsom', 51.32, -0.27), d('KT19', 'Epsom', 51.35, -0.27),
  d('KT22', 'Leatherhead', 51.297, -0.33),
  d('RM1', 'Romford', 51.58, 0.185), d('RM2', 'Romford', 51.585, 0.2), d('RM3', 'Romford', 51.6, 0.235),
  d('RM6', 'Romford', 51.575, 0.13), d('RM7', 'Romford', 51.57, 0.17), d('RM8', 'Dagenham', 51.555, 0.14),
  d('RM9', 'Dagenham', 51.54, 0.145), d('RM10', 'Dagenham', 51.545, 0.165), d('RM11', 'Hornchurch', 51.565, 0.22),
  d('RM12', 'Hornchurch', 51.552, 0.215), d('RM13', 'Rainham', 51.52, 0.19), d('RM14', 'Upminster', 51.558, 0.255),
  d('RM15', 'South Ockendon', 51.52, 0.29), d('RM16', 'Grays', 51.49, 0.32), d('RM17', 'Grays', 51.478, 0.325),
  d('RM18', 'Tilbury', 51.465, 0.365), d('RM20', 'Grays', 51.478, 0.28),
  d('SM1', 'Sutton', 51.365, -0.19), d('SM2', 'Sutton', 51.35, -0.195), d('SM3', 'Sutton', 51.36, -0.215),
  d('SM4', 'Morden', 51.395, -0.2), d('SM5', 'Carshalton', 51.365, -0.165), d('SM6', 'Wallington', 51.36, -0.145),
  d('SM7', 'Banstead', 51.32, -0.205),
  d('TW1', 'Twickenham', 51.448, -0.325), d('TW2', 'Twickenham', 51.45, -0.355), d('TW3', 'Hounslow', 51.468, -0.365),
  d('TW4', 'Hounslow', 51.465, -0.39), d('TW5', 'Hounslow', 51.48, -0.38), d('TW7', 'Isleworth', 51.472, -0.335),
  d('TW8', 'Brentford', 51.487, -0.31), d('TW9', 'Richmond', 51.463, -0.295), d('TW10', 'Richmond', 51.447, -0.3),
  d('TW11', 'Teddington', 51.425, -0.333), d('TW12', 'Hampton', 51.418, -0.367), d('TW13', 'Feltham', 51.445, -0.41),
  d('TW14', 'Feltham', 51.455, -0.43), d('TW15', 'Ashford', 51.432, -0.46), d('TW16', 'Sunbury-on-Thames', 51.41, -0.415),
  d('TW17', 'Shepperton', 51.395, -0.45), d('TW18', 'Staines-upon-Thames', 51.43, -0.505),
  d('TW19', 'Staines-upon-Thames', 51.45, -0.49), d('TW20', 'Egham', 51.428, -0.55),
  d('UB1', 'Southall', 51.51, -0.375), d('UB2', 'Southall', 51.498, -0.375), d('UB3', 'Hayes', 51.505, -0.42),
  d('UB4', 'Hayes', 51.525, -0.41), d('UB5', 'Northolt', 51.545, -0.37), d('UB6', 'Greenford', 51.53, -0.35),
  d('UB7', 'West Drayton', 51.505, -0.47), d('UB8', 'Uxbridge', 51.545, -0.48), d('UB9', 'Uxbridge', 51.575, -0.495),
  d('UB10', 'Uxbridge', 51.555, -0.455),
  d('WD3', 'Rickmansworth', 51.64, -0.47), d('WD4', 'Kings Langley', 51.713, -0.45), d('WD6', 'Borehamwood', 51.657, -0.272),
  d('WD7', 'Radlett', 51.685, -0.318), d('WD17', 'Watford', 51.66, -0.4), d('WD18', 'Watford', 51.65, -0.41),
  d('WD19', 'Watford', 51.63, -0.385), d('WD23', 'Bushey', 51.643, -0.36), d('WD24', 'Watford', 51.673, -0.395),
  d('WD25', 'Watford', 51.69, -0.39),

  // ---- Manchester (M) ----
  d('M1', 'Manchester', 53.477, -2.233), d('M2', 'Manchester', 53.48, -2.245), d('M3', 'Manchester', 53.482, -2.253),
  d('M4', 'Manchester', 53.485, -2.227), d('M5', 'Salford', 53.477, -2.28), d('M6', 'Salford', 53.495, -2.29),
  d('M7', 'Salford', 53.505, -2.265), d('M8', 'Manchester', 53.51, -2.235), d('M9', 'Manchester', 53.525, -2.21),
  d('M11', 'Manchester', 53.48, -2.18), d('M12', 'Manchester', 53.465, -2.2), d('M13', 'Manchester', 53.462, -2.22),
  d('M14', 'Manchester', 53.448, -2.225), d('M15', 'Manchester', 53.465, -2.25), d('M16', 'Manchester', 53.455, -2.27),
  d('M17', 'Manchester', 53.468, -2.32), d('M18', 'Manchester', 53.463, -2.175), d('M19', 'Manchester', 53.438, -2.19),
  d('M20', 'Manchester', 53.42, -2.23), d('M21', 'Manchester', 53.44, -2.275), d('M22', 'Manchester', 53.385, -2.26),
  d('M23', 'Manchester', 53.395, -2.285), d('M24', 'Manchester', 53.555, -2.195), d('M25', 'Manchester', 53.53, -2.285),
  d('M26', 'Manchester', 53.562, -2.325), d('M27', 'Manchester', 53.51, -2.345), d('M28', 'Manchester', 53.515, -2.4),
  d('M29', 'Manchester', 53.51, -2.46), d('M30', 'Manchester', 53.485, -2.34), d('M31', 'Manchester', 53.42, -2.43),
  d('M32', 'Manchester', 53.448, -2.31), d('M33', 'Sale', 53.423, -2.32), d('M34', 'Manchester', 53.455, -2.115),
  d('M35', 'Manchester', 53.508, -2.16), d('M38', 'Manchester', 53.53, -2.42), d('M40', 'Manchester', 53.505, -2.185),
  d('M41', 'Manchester', 53.45, -2.355), d('M43', 'Manchester', 53.48, -2.145), d('M44', 'Manchester', 53.44, -2.42),
  d('M45', 'Manchester', 53.553, -2.295), d('M46', 'Manchester', 53.523, -2.495), d('M50', 'Salford', 53.473, -2.295),

  // ---- Birmingham and the Black Country (B) ----
  d('B1', 'Birmingham', 52.479, -1.91), d('B2', 'Birmingham', 52.479, -1.897), d('B3', 'Birmingham', 52.483, -1.9),
  d('B4', 'Birmingham', 52.483, -1.89), d('B5', 'Birmingham', 52.47, -1.893), d('B6', 'Birmingham', 52.505, -1.885),
  d('B7', 'Birmingham', 52.493, -1.87), d('B8', 'Birmingham', 52.49, -1.835), d('B9', 'Birmingham', 52.478, -1.845),
  d('B10', 'Birmingham', 52.468, -1.855), d('B11', 'Birmingham', 52.455, -1.86), d('B12', 'Birmingham', 52.458, -1.885),
  d('B13', 'Birmingham', 52.438, -1.88), d('B14', 'Birmingham', 52.42, -1.89), d('B15', 'Birmingham', 52.465, -1.925),
  d('B16', 'Birmingham', 52.478, -1.935), d('B17', 'Birmingham', 52.46, -1.955), d('B18', 'Birmingham', 52.492, -1.92),
  d('B19', 'Birmingham', 52.497, -1.9), d('B20', 'Birmingham', 52.515, -1.915), d('B21', 'Birmingham', 52.505, -1.935),
  d('B23', 'Birmingham', 52.525, -1.84), d('B24', 'Birmingham', 52.518, -1.815), d('B25', 'Birmingham', 52.47, -1.81),
  d('B26', 'Birmingham', 52.465, -1.775), d('B27', 'Birmingham', 52.445, -1.82), d('B28', 'Birmingham', 52.425, -1.84),
  d('B29', 'Birmingham', 52.44, -1.94), d('B30', 'Birmingham', 52.425, -1.92), d('B31', 'Birmingham', 52.405, -1.975),
  d('B32', 'Birmingham', 52.45, -1.995), d('B33', 'Birmingham', 52.485, -1.79), d('B34', 'Birmingham', 52.495, -1.76),
  d('B35', 'Birmingham', 52.52, -1.785), d('B36', 'Birmingham', 52.505, -1.79), d('B37', 'Birmingham', 52.478, -1.73),
  d('B38', 'Birmingham', 52.405, -1.925), d('B42', 'Birmingham', 52.54, -1.9), d('B43', 'Birmingham', 52.555, -1.925),
  d('B44', 'Birmingham', 52.545, -1.88), d('B45', 'Birmingham', 52.393, -2.01), d('B47', 'Birmingham', 52.38, -1.875),
  d('B49', 'Alcester', 52.215, -1.87), d('B50', 'Alcester', 52.165, -1.855), d('B60', 'Bromsgrove', 52.33, -2.055),
  d('B61', 'Bromsgrove', 52.345, -2.07), d('B62', 'Halesowen', 52.455, -2.04), d('B63', 'Halesowen', 52.445, -2.065),
  d('B64', 'Cradley Heath', 52.47, -2.08), d('B65', 'Rowley Regis', 52.485, -2.05), d('B66', 'Smethwick', 52.495, -1.965),
  d('B67', 'Smethwick', 52.485, -1.975), d('B68', 'Oldbury', 52.48, -2.01), d('B69', 'Oldbury', 52.5, -2.02),
  d('B70', 'West Bromwich', 52.52, -2.0), d('B71', 'West Bromwich', 52.535, -1.985),
  d('B72', 'Sutton Coldfield', 52.555, -1.82), d('B73', 'Sutton Coldfield', 52.55, -1.84),
  d('B74', 'Sutton Coldfield', 52.585, -1.845), d('B75', 'Sutton Coldfield', 52.575, -1.81),
  d('B76', 'Sutton Coldfield', 52.54, -1.785), d('B77', 'Tamworth', 52.62, -1.66), d('B78', 'Tamworth', 52.6, -1.62),
  d('B79', 'Tamworth', 52.64, -1.7), d('B80', 'Studley', 52.27, -1.895), d('B90', 'Solihull', 52.405, -1.82),
  d('B91', 'Solihull', 52.412, -1.775), d('B92', 'Solihull', 52.435, -1.76), d('B93', 'Solihull', 52.38, -1.74),
  d('B97', 'Redditch', 52.3, -1.955), d('B98', 'Redditch', 52.3, -1.915),

  // ---- Leeds (LS) ----
  d('LS1', 'Leeds', 53.797, -1.547), d('LS2', 'Leeds', 53.802, -1.545), d('LS3', 'Leeds', 53.802, -1.563),
  d('LS4', 'Leeds', 53.81, -1.58), d('LS5', 'Leeds', 53.82, -1.6), d('LS6', 'Leeds', 53.82, -1.57),
  d('LS7', 'Leeds', 53.82, -1.535), d('LS8', 'Leeds', 53.825, -1.51), d('LS9', 'Leeds', 53.8, -1.51),
  d('LS10', 'Leeds', 53.77, -1.535), d('LS11', 'Leeds', 53.78, -1.56), d('LS12', 'Leeds', 53.795, -1.6),
  d('LS13', 'Leeds', 53.81, -1.63), d('LS14', 'Leeds', 53.82, -1.46), d('LS15', 'Leeds', 53.805, -1.45),
  d('LS16', 'Leeds', 53.855, -1.59), d('LS17', 'Leeds', 53.86, -1.53), d('LS18', 'Leeds', 53.84, -1.64),
  d('LS19', 'Leeds', 53.865, -1.685), d('LS20', 'Leeds', 53.875, -1.71), d('LS21', 'Otley', 53.905, -1.695),
  d('LS22', 'Wetherby', 53.93, -1.385), d('LS23', 'Wetherby', 53.905, -1.345), d('LS24', 'Tadcaster', 53.885, -1.26),
  d('LS25', 'Leeds', 53.79, -1.38), d('LS26', 'Leeds', 53.75, -1.47), d('LS27', 'Leeds', 53.745, -1.6),
  d('LS28', 'Pudsey', 53.795, -1.665), d('LS29', 'Ilkley', 53.925, -1.825),

  // ---- Glasgow (G) ----
  d('G1', 'Glasgow', 55.86, -4.25), d('G2', 'Glasgow', 55.862, -4.262), d('G3', 'Glasgow', 55.866, -4.28),
  d('G4', 'Glasgow', 55.868, -4.25), d('G5', 'Glasgow', 55.848, -4.25), d('G11', 'Glasgow', 55.872, -4.31),
  d('G12', 'Glasgow', 55.88, -4.295), d('G13', 'Glasgow', 55.895, -4.345), d('G14', 'Glasgow', 55.878, -4.345),
  d('G15', 'Glasgow', 55.908, -4.37), d('G20', 'Glasgow', 55.89, -4.28), d('G21', 'Glasgow', 55.88, -4.22),
  d('G22', 'Glasgow', 55.89, -4.245), d('G23', 'Glasgow', 55.905, -4.28), d('G31', 'Glasgow', 55.857, -4.215),
  d('G32', 'Glasgow', 55.852, -4.165), d('G33', 'Glasgow', 55.87, -4.165), d('G34', 'Glasgow', 55.868, -4.11),
  d('G40', 'Glasgow', 55.847, -4.225), d('G41', 'Glasgow', 55.838, -4.28), d('G42', 'Glasgow', 55.835, -4.255),
  d('G43', 'Glasgow', 55.82, -4.295), d('G44', 'Glasgow', 55.815, -4.255), d('G45', 'Glasgow', 55.805, -4.23),
  d('G46', 'Glasgow', 55.8, -4.295), d('G51', 'Glasgow', 55.855, -4.315), d('G52', 'Glasgow', 55.85, -4.35),
  d('G53', 'Glasgow', 55.82, -4.345), d('G61', 'Glasgow', 55.92, -4.335), d('G62', 'Glasgow', 55.942, -4.315),
  d('G64', 'Glasgow', 55.905, -4.22), d('G66', 'Glasgow', 55.94, -4.155), d('G67', 'Glasgow', 55.945, -3.99),
  d('G68', 'Glasgow', 55.955, -4.02), d('G69', 'Glasgow', 55.855, -4.1), d('G71', 'Glasgow', 55.82, -4.08),
  d('G72', 'Glasgow', 55.81, -4.15), d('G73', 'Glasgow', 55.825, -4.21), d('G74', 'Glasgow', 55.775, -4.165),
  d('G75', 'Glasgow', 55.75, -4.185), d('G76', 'Glasgow', 55.785, -4.26), d('G77', 'Glasgow', 55.77, -4.33),
  d('G78', 'Glasgow', 55.8, -4.395), d('G81', 'Clydebank', 55.905, -4.4), d('G82', 'Dumbarton', 55.945, -4.57),
  d('G83', 'Alexandria', 55.99, -4.585), d('G84', 'Helensburgh', 56.005, -4.735),

  // ---- Edinburgh and the Lothians (EH) ----
  d('EH1', 'Edinburgh', 55.952, -3.19), d('EH2', 'Edinburgh', 55.954, -3.197), d('EH3', 'Edinburgh', 55.95, -3.205),
  d('EH4', 'Edinburgh', 55.96, -3.25), d('EH5', 'Edinburgh', 55.975, -3.215), d('EH6', 'Edinburgh', 55.97, -3.175),
  d('EH7', 'Edinburgh', 55.958, -3.165), d('EH8', 'Edinburgh', 55.948, -3.17), d('EH9', 'Edinburgh', 55.935, -3.185),
  d('EH10', 'Edinburgh', 55.925, -3.21), d('EH11', 'Edinburgh', 55.935, -3.245), d('EH12', 'Edinburgh', 55.942, -3.285),
  d('EH13', 'Edinburgh', 55.905, -3.255), d('EH14', 'Edinburgh', 55.915, -3.28), d('EH15', 'Edinburgh', 55.95, -3.11),
  d('EH16', 'Edinburgh', 55.92, -3.155), d('EH17', 'Edinburgh', 55.905, -3.135),
  d('EH21', 'Musselburgh', 55.94, -3.055), d('EH22', 'Dalkeith', 55.89, -3.065), d('EH26', 'Penicuik', 55.83, -3.225),
  d('EH30', 'South Queensferry', 55.985, -3.395), d('EH39', 'North Berwick', 56.055, -2.72),
  d('EH41', 'Haddington', 55.955, -2.78), d('EH42', 'Dunbar', 55.998, -2.515), d('EH45', 'Peebles', 55.65, -3.19),
  d('EH47', 'Bathgate', 55.865, -3.69), d('EH48', 'Bathgate', 55.9, -3.64), d('EH52', 'Broxburn', 55.935, -3.47),
  d('EH53', 'Livingston', 55.89, -3.485), d('EH54', 'Livingston', 55.885, -3.515),

  // ---- Liverpool and Merseyside (L) ----
  d('L1', 'Liverpool', 53.403, -2.983), d('L2', 'Liverpool', 53.408, -2.99), d('L3', 'Liverpool', 53.41, -2.995),
  d('L4', 'Liverpool', 53.44, -2.965), d('L5', 'Liverpool', 53.425, -2.97), d('L6', 'Liverpool', 53.418, -2.95),
  d('L7', 'Liverpool', 53.408, -2.955), d('L8', 'Liverpool', 53.39, -2.965), d('L9', 'Liverpool', 53.465, -2.96),
  d('L10', 'Liverpool', 53.47, -2.93), d('L11', 'Liverpool', 53.448, -2.925), d('L12', 'Liverpool', 53.43, -2.9),
  d('L13', 'Liverpool', 53.42, -2.925), d('L14', 'Liverpool', 53.41, -2.89), d('L15', 'Liverpool', 53.398, -2.925),
  d('L16', 'Liverpool', 53.395, -2.88), d('L17', 'Liverpool', 53.375, -2.94), d('L18', 'Liverpool', 53.375, -2.91),
  d('L19', 'Liverpool', 53.355, -2.895), d('L20', 'Bootle', 53.45, -2.99), d('L21', 'Liverpool', 53.47, -2.995),
  d('L22', 'Liverpool', 53.475, -3.02), d('L23', 'Liverpool', 53.49, -3.02), d('L24', 'Liverpool', 53.345, -2.845),
  d('L25', 'Liverpool', 53.375, -2.86), d('L26', 'Liverpool', 53.36, -2.83), d('L27', 'Liverpool', 53.385, -2.835),
  d('L28', 'Liverpool', 53.425, -2.85), d('L30', 'Bootle', 53.485, -2.96), d('L31', 'Liverpool', 53.515, -2.935),
  d('L32', 'Liverpool', 53.48, -2.89), d('L33', 'Liverpool', 53.49, -2.87), d('L34', 'Prescot', 53.425, -2.8),
  d('L35', 'Prescot', 53.415, -2.78), d('L36', 'Liverpool', 53.41, -2.835), d('L37', 'Liverpool', 53.56, -3.065),
  d('L39', 'Ormskirk', 53.57, -2.885), d('L40', 'Ormskirk', 53.595, -2.845),

  // ---- Sheffield and South Yorkshire (S) ----
  d('S1', 'Sheffield', 53.38, -1.47), d('S2', 'Sheffield', 53.37, -1.455), d('S3', 'Sheffield', 53.39, -1.475),
  d('S4', 'Sheffield', 53.4, -1.455), d('S5', 'Sheffield', 53.42, -1.46), d('S6', 'Sheffield', 53.405, -1.51),
  d('S7', 'Sheffield', 53.355, -1.495), d('S8', 'Sheffield', 53.34, -1.475), d('S9', 'Sheffield', 53.395, -1.415),
  d('S10', 'Sheffield', 53.38, -1.51), d('S11', 'Sheffield', 53.362, -1.51), d('S12', 'Sheffield', 53.345, -1.42),
  d('S13', 'Sheffield', 53.37, -1.38), d('S14', 'Sheffield', 53.35, -1.44), d('S17', 'Sheffield', 53.325, -1.54),
  d('S18', 'Dronfield', 53.3, -1.47), d('S20', 'Sheffield', 53.325, -1.365), d('S35', 'Sheffield', 53.46, -1.47),
  d('S36', 'Sheffield', 53.48, -1.59), d('S40', 'Chesterfield', 53.235, -1.435), d('S41', 'Chesterfield', 53.25, -1.42),
  d('S42', 'Chesterfield', 53.215, -1.43), d('S43', 'Chesterfield', 53.265, -1.35), d('S44', 'Chesterfield', 53.23, -1.3),
  d('S60', 'Rotherham', 53.425, -1.34), d('S61', 'Rotherham', 53.44, -1.385), d('S62', 'Rotherham', 53.46, -1.345),
  d('S63', 'Rotherham', 53.5, -1.33), d('S64', 'Mexborough', 53.495, -1.285), d('S65', 'Rotherham', 53.435, -1.31),
  d('S66', 'Rotherham', 53.42, -1.23), d('S70', 'Barnsley', 53.545, -1.48), d('S71', 'Barnsley', 53.57, -1.46),
  d('S72', 'Barnsley', 53.575, -1.4), d('S73', 'Barnsley', 53.52, -1.395), d('S75', 'Barnsley', 53.565, -1.51),
  d('S80', 'Worksop', 53.305, -1.125), d('S81', 'Worksop', 53.325, -1.105),

  // ---- Nottingham (NG) ----
  d('NG1', 'Nottingham', 52.953, -1.148), d('NG2', 'Nottingham', 52.94, -1.14), d('NG3', 'Nottingham', 52.965, -1.13),
  d('NG4', 'Nottingham', 52.965, -1.085), d('NG5', 'Nottingham', 52.995, -1.15), d('NG6', 'Nottingham', 53.005, -1.195),
  d('NG7', 'Nottingham', 52.95, -1.175), d('NG8', 'Nottingham', 52.96, -1.215), d('NG9', 'Nottingham', 52.925, -1.22),
  d('NG10', 'Nottingham', 52.9, -1.27), d('NG11', 'Nottingham', 52.9, -1.175), d('NG12', 'Nottingham', 52.925, -1.05),
  d('NG13', 'Nottingham', 52.95, -0.95), d('NG14', 'Nottingham', 53.035, -1.07), d('NG15', 'Nottingham', 53.04, -1.2),
  d('NG16', 'Nottingham', 53.01, -1.29), d('NG17', 'Sutton-in-Ashfield', 53.125, -1.26),
  d('NG18', 'Mansfield', 53.135, -1.19), d('NG19', 'Mansfield', 53.16, -1.21), d('NG21', 'Mansfield', 53.125, -1.115),
  d('NG22', 'Newark', 53.2, -1.01), d('NG24', 'Newark', 53.075, -0.805), d('NG31', 'Grantham', 52.91, -0.64),
  d('NG32', 'Grantham', 52.95, -0.64), d('NG34', 'Sleaford', 52.995, -0.41),

  // ---- Bristol (BS) ----
  d('BS1', 'Bristol', 51.453, -2.592), d('BS2', 'Bristol', 51.462, -2.58), d('BS3', 'Bristol', 51.44, -2.6),
  d('BS4', 'Bristol', 51.435, -2.56), d('BS5', 'Bristol', 51.463, -2.55), d('BS6', 'Bristol', 51.475, -2.6),
  d('BS7', 'Bristol', 51.487, -2.585), d('BS8', 'Bristol', 51.458, -2.62), d('BS9', 'Bristol', 51.495, -2.625),
  d('BS10', 'Bristol', 51.51, -2.605), d('BS11', 'Bristol', 51.5, -2.68), d('BS13', 'Bristol', 51.41, -2.6),
  d('BS14', 'Bristol', 51.41, -2.56), d('BS15', 'Bristol', 51.455, -2.505), d('BS16', 'Bristol', 51.485, -2.52),
  d('BS20', 'Bristol', 51.48, -2.77), d('BS21', 'Clevedon', 51.435, -2.855), d('BS22', 'Weston-super-Mare', 51.36, -2.93),
  d('BS23', 'Weston-super-Mare', 51.345, -2.975), d('BS24', 'Weston-super-Mare', 51.33, -2.92),
  d('BS30', 'Bristol', 51.44, -2.47), d('BS31', 'Bristol', 51.41, -2.495), d('BS32', 'Bristol', 51.535, -2.55),
  d('BS34', 'Bristol', 51.52, -2.57), d('BS35', 'Bristol', 51.61, -2.525), d('BS37', 'Bristol', 51.54, -2.41),
  d('BS48', 'Bristol', 51.43, -2.755), d('BS49', 'Bristol', 51.385, -2.815),

  // ---- Cardiff and the Valleys (CF) ----
  d('CF3', 'Cardiff', 51.515, -3.12), d('CF5', 'Cardiff', 51.482, -3.24), d('CF10', 'Cardiff', 51.478, -3.177),
  d('CF11', 'Cardiff', 51.475, -3.2), d('CF14', 'Cardiff', 51.515, -3.2), d('CF15', 'Cardiff', 51.525, -3.255),
  d('CF23', 'Cardiff', 51.515, -3.16), d('CF24', 'Cardiff', 51.487, -3.16), d('CF31', 'Bridgend', 51.505, -3.575),
  d('CF32', 'Bridgend', 51.545, -3.6), d('CF36', 'Porthcawl', 51.48, -3.7), d('CF37', 'Pontypridd', 51.6, -3.34),
  d('CF38', 'Pontypridd', 51.56, -3.33), d('CF40', 'Tonypandy', 51.62, -3.455), d('CF41', 'Pentre', 51.65, -3.51),
  d('CF44', 'Aberdare', 51.715, -3.445), d('CF47', 'Merthyr Tydfil', 51.745, -3.38),
  d('CF48', 'Merthyr Tydfil', 51.73, -3.36), d('CF61', 'Llantwit Major', 51.41, -3.485), d('CF62', 'Barry', 51.4, -3.28),
  d('CF63', 'Barry', 51.41, -3.26), d('CF64', 'Penarth', 51.435, -3.19), d('CF71', 'Cowbridge', 51.46, -3.45),
  d('CF72', 'Pontyclun', 51.535, -3.39), d('CF82', 'Hengoed', 51.64, -3.235), d('CF83', 'Caerphilly', 51.575, -3.22),

  // ---- Newcastle and Tyneside, Northumberland (NE) ----
  d('NE1', 'Newcastle upon Tyne', 54.972, -1.613), d('NE2', 'Newcastle upon Tyne', 54.985, -1.605),
  d('NE3', 'Newcastle upon Tyne', 55.005, -1.63), d('NE4', 'Newcastle upon Tyne', 54.97, -1.65),
  d('NE5', 'Newcastle upon Tyne', 54.99, -1.7), d('NE6', 'Newcastle upon Tyne', 54.975, -1.57),
  d('NE7', 'Newcastle upon Tyne', 55.0, -1.58), d('NE8', 'Gateshead', 54.955, -1.605), d('NE9', 'Gateshead', 54.935, -1.59),
  d('NE10', 'Gateshead', 54.95, -1.55), d('NE11', 'Gateshead', 54.945, -1.64),
  d('NE12', 'Newcastle upon Tyne', 55.03, -1.56), d('NE13', 'Newcastle upon Tyne', 55.04, -1.63),
  d('NE15', 'Newcastle upon Tyne', 54.985, -1.74), d('NE16', 'Newcastle upon Tyne', 54.94, -1.69),
  d('NE21', 'Blaydon-on-Tyne', 54.96, -1.72), d('NE22', 'Bedlington', 55.13, -1.595), d('NE23', 'Cramlington', 55.085, -1.59),
  d('NE24', 'Blyth', 55.125, -1.515), d('NE25', 'Whitley Bay', 55.045, -1.47), d('NE26', 'Whitley Bay', 55.045, -1.445),
  d('NE27', 'Newcastle upon Tyne', 55.035, -1.51), d('NE28', 'Wallsend', 54.995, -1.525),
  d('NE29', 'North Shields', 55.01, -1.47), d('NE30', 'North Shields', 55.015, -1.43), d('NE31', 'Hebburn', 54.97, -1.51),
  d('NE32', 'Jarrow', 54.975, -1.49), d('NE33', 'South Shields', 54.995, -1.43), d('NE34', 'South Shields', 54.98, -1.42),
  d('NE37', 'Washington', 54.915, -1.53), d('NE38', 'Washington', 54.9, -1.52), d('NE40', 'Ryton', 54.97, -1.77),
  d('NE42', 'Prudhoe', 54.96, -1.86), d('NE46', 'Hexham', 54.97, -2.1), d('NE61', 'Morpeth', 55.165, -1.69),
  d('NE63', 'Ashington', 55.18, -1.57), d('NE65', 'Morpeth', 55.32, -1.7), d('NE66', 'Alnwick', 55.41, -1.71),

  // ---- Sunderland (SR), Durham (DH), Darlington (DL), Cleveland (TS) ----
  d('SR1', 'Sunderland', 54.905, -1.38), d('SR2', 'Sunderland', 54.89, -1.37), d('SR3', 'Sunderland', 54.88, -1.41),
  d('SR4', 'Sunderland', 54.9, -1.42), d('SR5', 'Sunderland', 54.925, -1.415), d('SR6', 'Sunderland', 54.93, -1.375),
  d('SR7', 'Seaham', 54.835, -1.345), d('SR8', 'Peterlee', 54.76, -1.335),
  d('DH1', 'Durham', 54.78, -1.575), d('DH2', 'Chester le Street', 54.87, -1.61), d('DH3', 'Chester le Street', 54.855, -1.57),
  d('DH4', 'Houghton le Spring', 54.845, -1.47), d('DH5', 'Houghton le Spring', 54.825, -1.45),
  d('DH6', 'Durham', 54.75, -1.45), d('DH7', 'Durham', 54.79, -1.68), d('DH8', 'Consett', 54.855, -1.83),
  d('DH9', 'Stanley', 54.87, -1.7),
  d('DL1', 'Darlington', 54.53, -1.545), d('DL2', 'Darlington', 54.55, -1.6), d('DL3', 'Darlington', 54.53, -1.575),
  d('DL4', 'Shildon', 54.63, -1.65), d('DL5', 'Newton Aycliffe', 54.615, -1.575), d('DL6', 'Northallerton', 54.34, -1.43),
  d('DL7', 'Northallerton', 54.335, -1.46), d('DL8', 'Leyburn', 54.29, -1.75), d('DL9', 'Catterick Garrison', 54.37, -1.72),
  d('DL10', 'Richmond', 54.405, -1.74), d('DL12', 'Barnard Castle', 54.545, -1.92),
  d('DL14', 'Bishop Auckland', 54.66, -1.68), d('DL15', 'Crook', 54.715, -1.745), d('DL16', 'Spennymoor', 54.7, -1.6),
  d('DL17', 'Ferryhill', 54.69, -1.55),
  d('TS1', 'Middlesbrough', 54.575, -1.237), d('TS2', 'Middlesbrough', 54.585, -1.235),
  d('TS3', 'Middlesbrough', 54.565, -1.2), d('TS4', 'Middlesbrough', 54.555, -1.225), d('TS5', 'Middlesbrough', 54.555, -1.255),
  d('TS6', 'Middlesbrough', 54.56, -1.15), d('TS7', 'Middlesbrough', 54.53, -1.195), d('TS8', 'Middlesbrough', 54.525, -1.24),
  d('TS10', 'Redcar', 54.61, -1.07), d('TS11', 'Redcar', 54.59, -1.02), d('TS12', 'Saltburn-by-the-Sea', 54.57, -0.96),
  d('TS14', 'Guisborough', 54.535, -1.055), d('TS15', 'Yarm', 54.505, -1.355), d('TS16', 'Stockton-on-Tees', 54.53, -1.345),
  d('TS17', 'Stockton-on-Tees', 54.53, -1.295), d('TS18', 'Stockton-on-Tees', 54.565, -1.32),
  d('TS19', 'Stockton-on-Tees', 54.575, -1.345), d('TS20', 'Stockton-on-Tees', 54.59, -1.315),
  d('TS21', 'Stockton-on-Tees', 54.65, -1.44), d('TS23', 'Billingham', 54.605, -1.29), d('TS24', 'Hartlepool', 54.69, -1.21),
  d('TS25', 'Hartlepool', 54.665, -1.225), d('TS26', 'Hartlepool', 54.69, -1.23), d('TS27', 'Hartlepool', 54.71, -1.28),

  // ---- Aberdeen (AB) ----
  d('AB10', 'Aberdeen', 57.14, -2.11), d('AB11', 'Aberdeen', 57.14, -2.09), d('AB12', 'Aberdeen', 57.1, -2.11),
  d('AB15', 'Aberdeen', 57.14, -2.17), d('AB16', 'Aberdeen', 57.16, -2.15), d('AB21', 'Aberdeen', 57.2, -2.19),
  d('AB22', 'Aberdeen', 57.18, -2.1), d('AB24', 'Aberdeen', 57.165, -2.105), d('AB25', 'Aberdeen', 57.152, -2.115),
  d('AB31', 'Banchory', 57.05, -2.5), d('AB39', 'Stonehaven', 56.965, -2.21), d('AB42', 'Peterhead', 57.505, -1.795),
  d('AB43', 'Fraserburgh', 57.69, -2.005), d('AB45', 'Banff', 57.665, -2.525), d('AB51', 'Inverurie', 57.285, -2.375),
  d('AB55', 'Keith', 57.545, -2.955), d('AB56', 'Buckie', 57.675, -2.96),

  // ---- St Albans (AL) ----
  d('AL1', 'St Albans', 51.745, -0.33), d('AL2', 'St Albans', 51.715, -0.33), d('AL3', 'St Albans', 51.765, -0.35),
  d('AL4', 'St Albans', 51.77, -0.3), d('AL5', 'Harpenden', 51.815, -0.355), d('AL6', 'Welwyn', 51.83, -0.21),
  d('AL7', 'Welwyn Garden City', 51.795, -0.185), d('AL8', 'Welwyn Garden City', 51.81, -0.215),
  d('AL9', 'Hatfield', 51.73, -0.195), d('AL10', 'Hatfield', 51.765, -0.225),

  // ---- Bath (BA) ----
  d('BA1', 'Bath', 51.385, -2.365), d('BA2', 'Bath', 51.37, -2.36), d('BA3', 'Radstock', 51.285, -2.46),
  d('BA4', 'Shepton Mallet', 51.19, -2.545), d('BA5', 'Wells', 51.21, -2.645), d('BA6', 'Glastonbury', 51.15, -2.715),
  d('BA9', 'Wincanton', 51.055, -2.41), d('BA11', 'Frome', 51.23, -2.32), d('BA12', 'Warminster', 51.205, -2.18),
  d('BA13', 'Westbury', 51.26, -2.185), d('BA14', 'Trowbridge', 51.32, -2.205), d('BA15', 'Bradford-on-Avon', 51.345, -2.25),
  d('BA16', 'Street', 51.125, -2.74), d('BA20', 'Yeovil', 50.94, -2.635), d('BA21', 'Yeovil', 50.95, -2.63),
  d('BA22', 'Yeovil', 50.96, -2.6),

  // ---- Blackburn (BB) ----
  d('BB1', 'Blackburn', 53.755, -2.47), d('BB2', 'Blackburn', 53.74, -2.5), d('BB3', 'Darwen', 53.695, -2.465),
  d('BB4', 'Rossendale', 53.7, -2.29), d('BB5', 'Accrington', 53.755, -2.37), d('BB6', 'Blackburn', 53.79, -2.41),
  d('BB7', 'Clitheroe', 53.87, -2.39), d('BB8', 'Colne', 53.855, -2.17), d('BB9', 'Nelson', 53.835, -2.215),
  d('BB10', 'Burnley', 53.8, -2.22), d('BB11', 'Burnley', 53.785, -2.25), d('BB12', 'Burnley', 53.805, -2.285),
  d('BB18', 'Barnoldswick', 53.915, -2.19),

  // ---- Bradford (BD) ----
  d('BD1', 'Bradford', 53.795, -1.752), d('BD2', 'Bradford', 53.81, -1.73), d('BD3', 'Bradford', 53.8, -1.725),
  d('BD4', 'Bradford', 53.775, -1.715), d('BD5', 'Bradford', 53.78, -1.76), d('BD6', 'Bradford', 53.765, -1.79),
  d('BD7', 'Bradford', 53.785, -1.79), d('BD8', 'Bradford', 53.8, -1.785), d('BD9', 'Bradford', 53.815, -1.79),
  d('BD10', 'Bradford', 53.83, -1.73), d('BD15', 'Bradford', 53.8, -1.84), d('BD16', 'Bingley', 53.85, -1.84),
  d('BD17', 'Shipley', 53.85, -1.77), d('BD18', 'Shipley', 53.835, -1.775), d('BD20', 'Keighley', 53.9, -1.93),
  d('BD21', 'Keighley', 53.865, -1.905), d('BD22', 'Keighley', 53.84, -1.95), d('BD23', 'Skipton', 53.96, -2.02),
  d('BD24', 'Settle', 54.07, -2.28),

  // ---- Bournemouth and Poole (BH) ----
  d('BH1', 'Bournemouth', 50.722, -1.865), d('BH2', 'Bournemouth', 50.72, -1.88), d('BH3', 'Bournemouth', 50.74, -1.885),
  d('BH4', 'Bournemouth', 50.725, -1.9), d('BH5', 'Bournemouth', 50.725, -1.83), d('BH6', 'Bournemouth', 50.725, -1.8),
  d('BH7', 'Bournemouth', 50.74, -1.825), d('BH8', 'Bournemouth', 50.745, -1.85), d('BH9', 'Bournemouth', 50.755, -1.875),
  d('BH10', 'Bournemouth', 50.77, -1.89), d('BH11', 'Bournemouth', 50.77, -1.925), d('BH12', 'Poole', 50.735, -1.94),
  d('BH13', 'Poole', 50.705, -1.92), d('BH14', 'Poole', 50.72, -1.95), d('BH15', 'Poole', 50.718, -1.985),
  d('BH16', 'Poole', 50.735, -2.05), d('BH17', 'Poole', 50.755, -1.975), d('BH18', 'Broadstone', 50.76, -2.0),
  d('BH19', 'Swanage', 50.61, -1.96), d('BH20', 'Wareham', 50.685, -2.11), d('BH21', 'Wimborne', 50.8, -1.98),
  d('BH22', 'Ferndown', 50.805, -1.9), d('BH23', 'Christchurch', 50.735, -1.77), d('BH24', 'Ringwood', 50.85, -1.79),
  d('BH25', 'New Milton', 50.755, -1.655),

  // ---- Bolton and Bury (BL) ----
  d('BL0', 'Bury', 53.65, -2.315), d('BL1', 'Bolton', 53.585, -2.445), d('BL2', 'Bolton', 53.59, -2.4),
  d('BL3', 'Bolton', 53.565, -2.44), d('BL4', 'Bolton', 53.55, -2.395), d('BL5', 'Bolton', 53.55, -2.52),
  d('BL6', 'Bolton', 53.6, -2.55), d('BL7', 'Bolton', 53.62, -2.41), d('BL8', 'Bury', 53.6, -2.33),
  d('BL9', 'Bury', 53.59, -2.285),

  // ---- Brighton and Sussex coast (BN) ----
  d('BN1', 'Brighton', 50.83, -0.14), d('BN2', 'Brighton', 50.825, -0.11), d('BN3', 'Hove', 50.835, -0.175),
  d('BN5', 'Henfield', 50.93, -0.275), d('BN6', 'Hassocks', 50.925, -0.15), d('BN7', 'Lewes', 50.875, -0.01),
  d('BN8', 'Lewes', 50.895, 0.06), d('BN9', 'Newhaven', 50.795, 0.05), d('BN10', 'Peacehaven', 50.795, -0.005),
  d('BN11', 'Worthing', 50.812, -0.372), d('BN12', 'Worthing', 50.815, -0.425), d('BN13', 'Worthing', 50.83, -0.405),
  d('BN14', 'Worthing', 50.83, -0.375), d('BN15', 'Lancing', 50.83, -0.325), d('BN16', 'Littlehampton', 50.81, -0.505),
  d('BN17', 'Littlehampton', 50.81, -0.54), d('BN18', 'Arundel', 50.855, -0.555), d('BN20', 'Eastbourne', 50.765, 0.265),
  d('BN21', 'Eastbourne', 50.77, 0.28), d('BN22', 'Eastbourne', 50.785, 0.29), d('BN23', 'Eastbourne', 50.795, 0.315),
  d('BN25', 'Seaford', 50.775, 0.1), d('BN27', 'Hailsham', 50.865, 0.255), d('BN41', 'Brighton', 50.84, -0.215),
  d('BN43', 'Shoreham-by-Sea', 50.835, -0.275), d('BN44', 'Steyning', 50.89, -0.325),

  // ---- Belfast and Northern Ireland (BT) ----
  d('BT1', 'Belfast', 54.6, -5.93), d('BT2', 'Belfast', 54.595, -5.932), d('BT3', 'Belfast', 54.615, -5.9),
  d('BT4', 'Belfast', 54.6, -5.88), d('BT5', 'Belfast', 54.59, -5.875), d('BT6', 'Belfast', 54.58, -5.905),
  d('BT7', 'Belfast', 54.583, -5.928), d('BT8', 'Belfast', 54.55, -5.9), d('BT9', 'Belfast', 54.575, -5.95),
  d('BT10', 'Belfast', 54.56, -5.975), d('BT11', 'Belfast', 54.58, -5.99), d('BT12', 'Belfast', 54.595, -5.955),
  d('BT13', 'Belfast', 54.605, -5.96), d('BT14', 'Belfast', 54.615, -5.96), d('BT15', 'Belfast', 54.62, -5.935),
  d('BT17', 'Belfast', 54.55, -6.0), d('BT19', 'Bangor', 54.655, -5.69), d('BT20', 'Bangor', 54.66, -5.67),
  d('BT23', 'Newtownards', 54.59, -5.69), d('BT27', 'Lisburn', 54.52, -6.01), d('BT28', 'Lisburn', 54.51, -6.065),
  d('BT30', 'Downpatrick', 54.325, -5.715), d('BT32', 'Banbridge', 54.35, -6.27), d('BT34', 'Newry', 54.175, -6.3),
  d('BT35', 'Newry', 54.14, -6.45), d('BT36', 'Newtownabbey', 54.68, -5.96), d('BT37', 'Newtownabbey', 54.67, -5.905),
  d('BT38', 'Carrickfergus', 54.72, -5.81), d('BT40', 'Larne', 54.855, -5.825), d('BT41', 'Antrim', 54.715, -6.22),
  d('BT42', 'Ballymena', 54.865, -6.28), d('BT43', 'Ballymena', 54.87, -6.26), d('BT45', 'Magherafelt', 54.755, -6.61),
  d('BT47', 'Londonderry', 54.98, -7.27), d('BT48', 'Londonderry', 55.005, -7.33), d('BT49', 'Limavady', 55.05, -6.95),
  d('BT51', 'Coleraine', 55.07, -6.65), d('BT52', 'Coleraine', 55.13, -6.665), d('BT56', 'Portrush', 55.2, -6.65),
  d('BT60', 'Armagh', 54.32, -6.65), d('BT61', 'Armagh', 54.36, -6.66), d('BT62', 'Craigavon', 54.42, -6.445),
  d('BT63', 'Craigavon', 54.41, -6.42), d('BT64', 'Craigavon', 54.445, -6.375), d('BT65', 'Craigavon', 54.45, -6.38),
  d('BT66', 'Craigavon', 54.465, -6.335), d('BT67', 'Craigavon', 54.48, -6.3), d('BT70', 'Dungannon', 54.51, -6.78),
  d('BT71', 'Dungannon', 54.5, -6.75), d('BT74', 'Enniskillen', 54.345, -7.64), d('BT78', 'Omagh', 54.6, -7.3),
  d('BT79', 'Omagh', 54.61, -7.28), d('BT80', 'Cookstown', 54.645, -6.745), d('BT82', 'Strabane', 54.83, -7.46),

  // ---- Carlisle and Cumbria (CA) ----
  d('CA1', 'Carlisle', 54.892, -2.93), d('CA2', 'Carlisle', 54.88, -2.95), d('CA3', 'Carlisle', 54.905, -2.945),
  d('CA4', 'Carlisle', 54.82, -2.87), d('CA6', 'Carlisle', 55.01, -2.97), d('CA7', 'Wigton', 54.825, -3.16),
  d('CA8', 'Brampton', 54.94, -2.735), d('CA11', 'Penrith', 54.665, -2.75), d('CA12', 'Keswick', 54.6, -3.135),
  d('CA13', 'Cockermouth', 54.665, -3.365), d('CA14', 'Workington', 54.64, -3.545), d('CA15', 'Maryport', 54.715, -3.495),
  d('CA16', 'Appleby-in-Westmorland', 54.58, -2.49), d('CA17', 'Kirkby Stephen', 54.47, -2.35),
  d('CA28', 'Whitehaven', 54.548, -3.585),

  // ---- Cambridge (CB) ----
  d('CB1', 'Cambridge', 52.195, 0.14), d('CB2', 'Cambridge', 52.195, 0.12), d('CB3', 'Cambridge', 52.21, 0.085),
  d('CB4', 'Cambridge', 52.225, 0.135), d('CB5', 'Cambridge', 52.215, 0.17), d('CB6', 'Ely', 52.4, 0.265),
  d('CB7', 'Ely', 52.38, 0.33), d('CB8', 'Newmarket', 52.245, 0.405), d('CB9', 'Haverhill', 52.08, 0.44),
  d('CB10', 'Saffron Walden', 52.025, 0.24), d('CB11', 'Saffron Walden', 51.99, 0.19), d('CB21', 'Cambridge', 52.13, 0.25),
  d('CB22', 'Cambridge', 52.125, 0.165), d('CB23', 'Cambridge', 52.22, -0.05), d('CB24', 'Cambridge', 52.265, 0.12),
  d('CB25', 'Cambridge', 52.27, 0.2),

  // ---- Chester and Wirral (CH) ----
  d('CH1', 'Chester', 53.195, -2.9), d('CH2', 'Chester', 53.21, -2.88), d('CH3', 'Chester', 53.18, -2.85),
  d('CH4', 'Chester', 53.17, -2.94), d('CH5', 'Deeside', 53.21, -3.04), d('CH6', 'Flint', 53.245, -3.135),
  d('CH7', 'Mold', 53.165, -3.14), d('CH8', 'Holywell', 53.275, -3.225), d('CH41', 'Birkenhead', 53.39, -3.025),
  d('CH42', 'Birkenhead', 53.375, -3.01), d('CH43', 'Prenton', 53.385, -3.05), d('CH44', 'Wallasey', 53.42, -3.04),
  d('CH45', 'Wallasey', 53.43, -3.055), d('CH46', 'Wirral', 53.4, -3.115), d('CH47', 'Wirral', 53.39, -3.17),
  d('CH48', 'Wirral', 53.37, -3.175), d('CH49', 'Wirral', 53.38, -3.1), d('CH60', 'Wirral', 53.33, -3.09),
  d('CH61', 'Wirral', 53.35, -3.115), d('CH62', 'Wirral', 53.345, -2.985), d('CH63', 'Wirral', 53.355, -3.01),
  d('CH64', 'Neston', 53.29, -3.05), d('CH65', 'Ellesmere Port', 53.28, -2.9), d('CH66', 'Ellesmere Port', 53.275, -2.93),

  // ---- Chelmsford and Essex (CM) ----
  d('CM1', 'Chelmsford', 51.74, 0.455), d('CM2', 'Chelmsford', 51.72, 0.48), d('CM3', 'Chelmsford', 51.69, 0.56),
  d('CM4', 'Ingatestone', 51.67, 0.385), d('CM5', 'Ongar', 51.705, 0.245), d('CM6', 'Dunmow', 51.875, 0.36),
  d('CM7', 'Braintree', 51.878, 0.55), d('CM8', 'Witham', 51.8, 0.64), d('CM9', 'Maldon', 51.73, 0.675),
  d('CM11', 'Billericay', 51.625, 0.42), d('CM12', 'Billericay', 51.63, 0.415), d('CM13', 'Brentwood', 51.61, 0.335),
  d('CM14', 'Brentwood', 51.62, 0.3), d('CM15', 'Brentwood', 51.635, 0.315), d('CM16', 'Epping', 51.7, 0.11),
  d('CM17', 'Harlow', 51.775, 0.13), d('CM18', 'Harlow', 51.755, 0.11), d('CM19', 'Harlow', 51.76, 0.08),
  d('CM20', 'Harlow', 51.775, 0.1), d('CM22', "Bishop's Stortford", 51.86, 0.19),
  d('CM23', "Bishop's Stortford", 51.87, 0.16), d('CM24', 'Stansted', 51.9, 0.2), d('CM77', 'Braintree', 51.88, 0.57),

  // ---- Colchester (CO) ----
  d('CO1', 'Colchester', 51.89, 0.905), d('CO2', 'Colchester', 51.875, 0.895), d('CO3', 'Colchester', 51.885, 0.87),
  d('CO4', 'Colchester', 51.905, 0.925), d('CO5', 'Colchester', 51.83, 0.83), d('CO6', 'Colchester', 51.93, 0.8),
  d('CO7', 'Colchester', 51.86, 0.99), d('CO9', 'Halstead', 51.945, 0.64), d('CO10', 'Sudbury', 52.04, 0.73),
  d('CO11', 'Manningtree', 51.945, 1.065), d('CO12', 'Harwich', 51.935, 1.265), d('CO13', 'Frinton-on-Sea', 51.835, 1.24),
  d('CO14', 'Walton on the Naze', 51.85, 1.265), d('CO15', 'Clacton-on-Sea', 51.79, 1.15),
  d('CO16', 'Clacton-on-Sea', 51.81, 1.12),

  // ---- Canterbury and east Kent (CT) ----
  d('CT1', 'Canterbury', 51.28, 1.08), d('CT2', 'Canterbury', 51.295, 1.07), d('CT3', 'Canterbury', 51.27, 1.2),
  d('CT4', 'Canterbury', 51.23, 1.06), d('CT5', 'Whitstable', 51.355, 1.035), d('CT6', 'Herne Bay', 51.365, 1.125),
  d('CT7', 'Birchington', 51.37, 1.31), d('CT8', 'Westgate-on-Sea', 51.38, 1.335), d('CT9', 'Margate', 51.385, 1.385),
  d('CT10', 'Broadstairs', 51.36, 1.43), d('CT11', 'Ramsgate', 51.335, 1.415), d('CT12', 'Ramsgate', 51.335, 1.34),
  d('CT13', 'Sandwich', 51.275, 1.34), d('CT14', 'Deal', 51.22, 1.39), d('CT15', 'Dover', 51.165, 1.28),
  d('CT16', 'Dover', 51.135, 1.31), d('CT17', 'Dover', 51.125, 1.295), d('CT18', 'Folkestone', 51.115, 1.165),
  d('CT19', 'Folkestone', 51.09, 1.16), d('CT20', 'Folkestone', 51.08, 1.17), d('CT21', 'Hythe', 51.075, 1.08),

  // ---- Coventry and Warwickshire (CV) ----
  d('CV1', 'Coventry', 52.408, -1.51), d('CV2', 'Coventry', 52.42, -1.47), d('CV3', 'Coventry', 52.39, -1.49),
  d('CV4', 'Coventry', 52.39, -1.565), d('CV5', 'Coventry', 52.415, -1.555), d('CV6', 'Coventry', 52.43, -1.5),
  d('CV7', 'Coventry', 52.45, -1.56), d('CV8', 'Kenilworth', 52.345, -1.58), d('CV10', 'Nuneaton', 52.52, -1.495),
  d('CV11', 'Nuneaton', 52.52, -1.45), d('CV12', 'Bedworth', 52.475, -1.47), d('CV21', 'Rugby', 52.375, -1.26),
  d('CV22', 'Rugby', 52.36, -1.285), d('CV23', 'Rugby', 52.37, -1.3), d('CV31', 'Leamington Spa', 52.28, -1.525),
  d('CV32', 'Leamington Spa', 52.295, -1.535), d('CV33', 'Leamington Spa', 52.24, -1.48), d('CV34', 'Warwick', 52.283, -1.585),
  d('CV35', 'Warwick', 52.24, -1.63), d('CV36', 'Shipston-on-Stour', 52.06, -1.625),
  d('CV37', 'Stratford-upon-Avon', 52.19, -1.71), d('CV47', 'Southam', 52.25, -1.39),

  // ---- Crewe and mid Cheshire (CW) ----
  d('CW1', 'Crewe', 53.1, -2.44), d('CW2', 'Crewe', 53.08, -2.455), d('CW4', 'Crewe', 53.2, -2.36),
  d('CW5', 'Nantwich', 53.065, -2.52), d('CW6', 'Tarporley', 53.16, -2.665), d('CW7', 'Winsford', 53.19, -2.52),
  d('CW8', 'Northwich', 53.255, -2.555), d('CW9', 'Northwich', 53.255, -2.51), d('CW10', 'Middlewich', 53.19, -2.445),
  d('CW11', 'Sandbach', 53.145, -2.36), d('CW12', 'Congleton', 53.165, -2.21),

  // ---- Dundee and Angus (DD) ----
  d('DD1', 'Dundee', 56.462, -2.97), d('DD2', 'Dundee', 56.47, -3.03), d('DD3', 'Dundee', 56.48, -2.99),
  d('DD4', 'Dundee', 56.475, -2.93), d('DD5', 'Dundee', 56.475, -2.87), d('DD6', 'Newport-on-Tay', 56.43, -2.91),
  d('DD7', 'Carnoustie', 56.5, -2.715), d('DD8', 'Forfar', 56.65, -2.89), d('DD9', 'Brechin', 56.73, -2.655),
  d('DD10', 'Montrose', 56.72, -2.49), d('DD11', 'Arbroath', 56.56, -2.585),

  // ---- Derby and Derbyshire (DE) ----
  d('DE1', 'Derby', 52.922, -1.478), d('DE3', 'Derby', 52.905, -1.54), d('DE4', 'Matlock', 53.135, -1.555),
  d('DE5', 'Ripley', 53.04, -1.405), d('DE6', 'Ashbourne', 53.015, -1.73), d('DE7', 'Ilkeston', 52.97, -1.31),
  d('DE11', 'Swadlincote', 52.77, -1.55), d('DE12', 'Swadlincote', 52.71, -1.51), d('DE13', 'Burton-on-Trent', 52.82, -1.68),
  d('DE14', 'Burton-on-Trent', 52.805, -1.64), d('DE15', 'Burton-on-Trent', 52.8, -1.61), d('DE21', 'Derby', 52.935, -1.43),
  d('DE22', 'Derby', 52.935, -1.495), d('DE23', 'Derby', 52.895, -1.495), d('DE24', 'Derby', 52.895, -1.45),
  d('DE45', 'Bakewell', 53.215, -1.675), d('DE55', 'Alfreton', 53.095, -1.385), d('DE56', 'Belper', 53.025, -1.48),
  d('DE65', 'Derby', 52.87, -1.6), d('DE72', 'Derby', 52.905, -1.38), d('DE73', 'Derby', 52.83, -1.43),
  d('DE74', 'Derby', 52.84, -1.33), d('DE75', 'Heanor', 53.015, -1.35),

  // ---- Dumfries and Galloway (DG) ----
  d('DG1', 'Dumfries', 55.07, -3.605), d('DG2', 'Dumfries', 55.065, -3.64), d('DG3', 'Thornhill', 55.24, -3.77),
  d('DG5', 'Dalbeattie', 54.93, -3.82), d('DG6', 'Kirkcudbright', 54.835, -4.05), d('DG7', 'Castle Douglas', 54.94, -3.93),
  d('DG8', 'Newton Stewart', 54.955, -4.485), d('DG9', 'Stranraer', 54.905, -5.025), d('DG10', 'Moffat', 55.335, -3.44),
  d('DG11', 'Lockerbie', 55.12, -3.355), d('DG12', 'Annan', 54.99, -3.26), d('DG16', 'Gretna', 55.0, -3.065),

  // ---- Doncaster, Scunthorpe, Grimsby (DN) ----
  d('DN1', 'Doncaster', 53.522, -1.13), d('DN2', 'Doncaster', 53.53, -1.1), d('DN3', 'Doncaster', 53.54, -1.06),
  d('DN4', 'Doncaster', 53.505, -1.11), d('DN5', 'Doncaster', 53.535, -1.17), d('DN6', 'Doncaster', 53.58, -1.17),
  d('DN7', 'Doncaster', 53.585, -1.015), d('DN8', 'Doncaster', 53.615, -0.96), d('DN9', 'Doncaster', 53.52, -0.86),
  d('DN10', 'Doncaster', 53.43, -0.98), d('DN11', 'Doncaster', 53.47, -1.07), d('DN12', 'Doncaster', 53.485, -1.22),
  d('DN14', 'Goole', 53.7, -0.9), d('DN15', 'Scunthorpe', 53.595, -0.65), d('DN16', 'Scunthorpe', 53.575, -0.64),
  d('DN17', 'Scunthorpe', 53.57, -0.68), d('DN18', 'Barton-upon-Humber', 53.68, -0.44), d('DN20', 'Brigg', 53.55, -0.485),
  d('DN21', 'Gainsborough', 53.4, -0.77), d('DN22', 'Retford', 53.32, -0.94), d('DN31', 'Grimsby', 53.565, -0.08),
  d('DN32', 'Grimsby', 53.56, -0.065), d('DN33', 'Grimsby', 53.545, -0.095), d('DN34', 'Grimsby', 53.555, -0.115),
  d('DN35', 'Cleethorpes', 53.555, -0.03), d('DN36', 'Grimsby', 53.52, -0.03), d('DN37', 'Grimsby', 53.545, -0.16),
  d('DN40', 'Immingham', 53.615, -0.215), d('DN41', 'Grimsby', 53.6, -0.25),

  // ---- Dorchester and west Dorset (DT) ----
  d('DT1', 'Dorchester', 50.715, -2.435), d('DT2', 'Dorchester', 50.73, -2.5), d('DT3', 'Weymouth', 50.645, -2.44),
  d('DT4', 'Weymouth', 50.605, -2.465), d('DT5', 'Portland', 50.55, -2.44), d('DT6', 'Bridport', 50.735, -2.76),
  d('DT7', 'Lyme Regis', 50.725, -2.935), d('DT8', 'Beaminster', 50.81, -2.74), d('DT9', 'Sherborne', 50.945, -2.515),
  d('DT10', 'Sturminster Newton', 50.925, -2.305), d('DT11', 'Blandford Forum', 50.86, -2.165),

  // ---- Dudley and the Black Country (DY) ----
  d('DY1', 'Dudley', 52.512, -2.085), d('DY2', 'Dudley', 52.495, -2.08), d('DY3', 'Dudley', 52.53, -2.12),
  d('DY4', 'Tipton', 52.53, -2.055), d('DY5', 'Brierley Hill', 52.48, -2.12), d('DY6', 'Kingswinford', 52.495, -2.165),
  d('DY7', 'Stourbridge', 52.45, -2.225), d('DY8', 'Stourbridge', 52.455, -2.15), d('DY9', 'Stourbridge', 52.445, -2.115),
  d('DY10', 'Kidderminster', 52.385, -2.235), d('DY11', 'Kidderminster', 52.385, -2.265), d('DY12', 'Bewdley', 52.375, -2.32),
  d('DY13', 'Stourport-on-Severn', 52.34, -2.28), d('DY14', 'Kidderminster', 52.38, -2.48),

  // ---- Exeter and Devon (EX) ----
  d('EX1', 'Exeter', 50.725, -3.51), d('EX2', 'Exeter', 50.71, -3.52), d('EX3', 'Exeter', 50.685, -3.465),
  d('EX4', 'Exeter', 50.73, -3.535), d('EX5', 'Exeter', 50.76, -3.42), d('EX6', 'Exeter', 50.67, -3.55),
  d('EX7', 'Dawlish', 50.585, -3.465), d('EX8', 'Exmouth', 50.625, -3.4), d('EX9', 'Budleigh Salterton', 50.635, -3.315),
  d('EX10', 'Sidmouth', 50.685, -3.24), d('EX11', 'Ottery St Mary', 50.75, -3.28), d('EX12', 'Seaton', 50.71, -3.07),
  d('EX13', 'Axminster', 50.785, -3.0), d('EX14', 'Honiton', 50.8, -3.19), d('EX15', 'Cullompton', 50.86, -3.39),
  d('EX16', 'Tiverton', 50.905, -3.49), d('EX17', 'Crediton', 50.79, -3.66), d('EX20', 'Okehampton', 50.74, -4.0),
  d('EX22', 'Holsworthy', 50.81, -4.35), d('EX23', 'Bude', 50.83, -4.54), d('EX31', 'Barnstaple', 51.085, -4.06),
  d('EX32', 'Barnstaple', 51.075, -4.03), d('EX33', 'Braunton', 51.11, -4.16), d('EX34', 'Ilfracombe', 51.2, -4.115),
  d('EX36', 'South Molton', 51.02, -3.83), d('EX38', 'Torrington', 50.955, -4.14), d('EX39', 'Bideford', 51.02, -4.21),

  // ---- Falkirk and Stirling (FK) ----
  d('FK1', 'Falkirk', 55.995, -3.785), d('FK2', 'Falkirk', 56.005, -3.755), d('FK3', 'Grangemouth', 56.01, -3.72),
  d('FK4', 'Bonnybridge', 55.995, -3.89), d('FK5', 'Larbert', 56.025, -3.83), d('FK6', 'Denny', 56.02, -3.91),
  d('FK7', 'Stirling', 56.1, -3.925), d('FK8', 'Stirling', 56.12, -3.945), d('FK9', 'Stirling', 56.15, -3.95),
  d('FK10', 'Alloa', 56.12, -3.79), d('FK11', 'Menstrie', 56.15, -3.85), d('FK12', 'Alva', 56.15, -3.74),
  d('FK14', 'Dollar', 56.16, -3.67), d('FK15', 'Dunblane', 56.185, -3.965), d('FK17', 'Callander', 56.245, -4.215),

  // ---- Blackpool and the Fylde (FY) ----
  d('FY1', 'Blackpool', 53.817, -3.05), d('FY2', 'Blackpool', 53.845, -3.04), d('FY3', 'Blackpool', 53.82, -3.02),
  d('FY4', 'Blackpool', 53.79, -3.03), d('FY5', 'Thornton-Cleveleys', 53.875, -3.02),
  d('FY6', 'Poulton-le-Fylde', 53.85, -2.985), d('FY7', 'Fleetwood', 53.92, -3.01), d('FY8', 'Lytham St Annes', 53.75, -3.0),

  // ---- Gloucester and Cheltenham (GL) ----
  d('GL1', 'Gloucester', 51.865, -2.245), d('GL2', 'Gloucester', 51.87, -2.3), d('GL3', 'Gloucester', 51.87, -2.16),
  d('GL4', 'Gloucester', 51.84, -2.22), d('GL5', 'Stroud', 51.745, -2.215), d('GL6', 'Stroud', 51.725, -2.18),
  d('GL7', 'Cirencester', 51.715, -1.97), d('GL8', 'Tetbury', 51.64, -2.16), d('GL10', 'Stonehouse', 51.745, -2.28),
  d('GL11', 'Dursley', 51.68, -2.355), d('GL12', 'Wotton-under-Edge', 51.63, -2.35), d('GL13', 'Berkeley', 51.69, -2.455),
  d('GL14', 'Cinderford', 51.82, -2.5), d('GL15', 'Lydney', 51.73, -2.53), d('GL16', 'Coleford', 51.795, -2.615),
  d('GL18', 'Newent', 51.93, -2.4), d('GL20', 'Tewkesbury', 51.99, -2.155), d('GL50', 'Cheltenham', 51.898, -2.08),
  d('GL51', 'Cheltenham', 51.9, -2.11), d('GL52', 'Cheltenham', 51.91, -2.055), d('GL53', 'Cheltenham', 51.88, -2.07),
  d('GL54', 'Cheltenham', 51.9, -1.85), d('GL55', 'Chipping Campden', 52.05, -1.78),
  d('GL56', 'Moreton-in-Marsh', 51.99, -1.7),

  // ---- Guildford and west Surrey, north-east Hampshire (GU) ----
  d('GU1', 'Guildford', 51.24, -0.57), d('GU2', 'Guildford', 51.24, -0.6), d('GU3', 'Guildford', 51.23, -0.64),
  d('GU4', 'Guildford', 51.23, -0.52), d('GU5', 'Guildford', 51.2, -0.51), d('GU7', 'Godalming', 51.185, -0.61),
  d('GU8', 'Godalming', 51.15, -0.65), d('GU9', 'Farnham', 51.215, -0.79), d('GU10', 'Farnham', 51.19, -0.82),
  d('GU11', 'Aldershot', 51.248, -0.76), d('GU12', 'Aldershot', 51.25, -0.725), d('GU14', 'Farnborough', 51.29, -0.76),
  d('GU15', 'Camberley', 51.335, -0.74), d('GU16', 'Camberley', 51.32, -0.72), d('GU17', 'Camberley', 51.32, -0.785),
  d('GU18', 'Lightwater', 51.345, -0.665), d('GU19', 'Bagshot', 51.36, -0.69), d('GU21', 'Woking', 51.32, -0.57),
  d('GU22', 'Woking', 51.305, -0.555), d('GU23', 'Woking', 51.285, -0.5), d('GU24', 'Woking', 51.32, -0.63),
  d('GU25', 'Virginia Water', 51.4, -0.565), d('GU26', 'Hindhead', 51.115, -0.74), d('GU27', 'Haslemere', 51.09, -0.71),
  d('GU28', 'Petworth', 50.99, -0.61), d('GU29', 'Midhurst', 50.985, -0.74), d('GU30', 'Liphook', 51.075, -0.805),
  d('GU31', 'Petersfield', 50.995, -0.925), d('GU32', 'Petersfield', 51.01, -0.945), d('GU33', 'Liss', 51.045, -0.89),
  d('GU34', 'Alton', 51.15, -0.975), d('GU35', 'Bordon', 51.115, -0.87), d('GU46', 'Yateley', 51.34, -0.83),
  d('GU47', 'Sandhurst', 51.345, -0.79), d('GU51', 'Fleet', 51.28, -0.84), d('GU52', 'Fleet', 51.265, -0.85),

  // ---- Huddersfield (HD), Harrogate (HG), Halifax (HX) ----
  d('HD1', 'Huddersfield', 53.647, -1.785), d('HD2', 'Huddersfield', 53.67, -1.76), d('HD3', 'Huddersfield', 53.65, -1.84),
  d('HD4', 'Huddersfield', 53.62, -1.81), d('HD5', 'Huddersfield', 53.645, -1.745), d('HD6', 'Brighouse', 53.7, -1.78),
  d('HD7', 'Huddersfield', 53.62, -1.89), d('HD8', 'Huddersfield', 53.6, -1.7), d('HD9', 'Holmfirth', 53.575, -1.79),
  d('HG1', 'Harrogate', 53.995, -1.535), d('HG2', 'Harrogate', 53.98, -1.525), d('HG3', 'Harrogate', 54.02, -1.64),
  d('HG4', 'Ripon', 54.14, -1.53), d('HG5', 'Knaresborough', 54.01, -1.465),
  d('HX1', 'Halifax', 53.722, -1.865), d('HX2', 'Halifax', 53.74, -1.9), d('HX3', 'Halifax', 53.73, -1.83),
  d('HX4', 'Halifax', 53.69, -1.88), d('HX5', 'Elland', 53.685, -1.84), d('HX6', 'Sowerby Bridge', 53.705, -1.92),
  d('HX7', 'Hebden Bridge', 53.74, -2.01),

  // ---- Hemel Hempstead, Chilterns (HP) ----
  d('HP1', 'Hemel Hempstead', 51.755, -0.48), d('HP2', 'Hemel Hempstead', 51.765, -0.445),
  d('HP3', 'Hemel Hempstead', 51.74, -0.465), d('HP4', 'Berkhamsted', 51.765, -0.565), d('HP5', 'Chesham', 51.71, -0.61),
  d('HP6', 'Amersham', 51.675, -0.6), d('HP7', 'Amersham', 51.665, -0.62), d('HP8', 'Chalfont St Giles', 51.64, -0.57),
  d('HP9', 'Beaconsfield', 51.61, -0.645), d('HP10', 'High Wycombe', 51.605, -0.71), d('HP11', 'High Wycombe', 51.625, -0.745),
  d('HP12', 'High Wycombe', 51.625, -0.78), d('HP13', 'High Wycombe', 51.635, -0.73), d('HP14', 'High Wycombe', 51.655, -0.85),
  d('HP15', 'High Wycombe', 51.65, -0.71), d('HP16', 'Great Missenden', 51.7, -0.705), d('HP17', 'Aylesbury', 51.765, -0.925),
  d('HP18', 'Aylesbury', 51.83, -1.0), d('HP19', 'Aylesbury', 51.825, -0.825), d('HP20', 'Aylesbury', 51.82, -0.8),
  d('HP21', 'Aylesbury', 51.805, -0.81), d('HP22', 'Aylesbury', 51.79, -0.76), d('HP23', 'Tring', 51.795, -0.66),
  d('HP27', 'Princes Risborough', 51.72, -0.835),

  // ---- Hereford (HR) ----
  d('HR1', 'Hereford', 52.06, -2.7), d('HR2', 'Hereford', 52.04, -2.74), d('HR3', 'Hereford', 52.075, -3.125),
  d('HR4', 'Hereford', 52.07, -2.74), d('HR5', 'Kington', 52.205, -3.03), d('HR6', 'Leominster', 52.23, -2.74),
  d('HR7', 'Bromyard', 52.19, -2.505), d('HR8', 'Ledbury', 52.035, -2.42), d('HR9', 'Ross-on-Wye', 51.915, -2.585),

  // ---- Outer Hebrides (HS) ----
  d('HS1', 'Isle of Lewis', 58.21, -6.385), d('HS2', 'Isle of Lewis', 58.26, -6.5), d('HS3', 'Isle of Harris', 57.9, -6.8),
  d('HS6', 'Isle of North Uist', 57.6, -7.3), d('HS8', 'Isle of South Uist', 57.26, -7.34), d('HS9', 'Isle of Barra', 57.0, -7.45),

  // ---- Hull and East Riding (HU) ----
  d('HU1', 'Hull', 53.744, -0.335), d('HU2', 'Hull', 53.75, -0.34), d('HU3', 'Hull', 53.74, -0.36),
  d('HU4', 'Hull', 53.735, -0.4), d('HU5', 'Hull', 53.76, -0.38), d('HU6', 'Hull', 53.78, -0.37),
  d('HU7', 'Hull', 53.795, -0.33), d('HU8', 'Hull', 53.77, -0.3), d('HU9', 'Hull', 53.755, -0.29),
  d('HU10', 'Hull', 53.75, -0.44), d('HU11', 'Hull', 53.8, -0.23), d('HU12', 'Hull', 53.74, -0.2),
  d('HU13', 'Hessle', 53.725, -0.435), d('HU14', 'North Ferriby', 53.725, -0.51), d('HU15', 'Brough', 53.73, -0.59),
  d('HU16', 'Cottingham', 53.785, -0.42), d('HU17', 'Beverley', 53.845, -0.43), d('HU18', 'Hornsea', 53.91, -0.165),
  d('HU19', 'Withernsea', 53.73, -0.03),

  // ---- Ipswich and Suffolk (IP) ----
  d('IP1', 'Ipswich', 52.065, 1.14), d('IP2', 'Ipswich', 52.045, 1.14), d('IP3', 'Ipswich', 52.04, 1.19),
  d('IP4', 'Ipswich', 52.06, 1.18), d('IP5', 'Ipswich', 52.065, 1.235), d('IP6', 'Ipswich', 52.15, 1.05),
  d('IP7', 'Ipswich', 52.045, 0.955), d('IP8', 'Ipswich', 52.045, 1.08), d('IP9', 'Ipswich', 51.98, 1.19),
  d('IP11', 'Felixstowe', 51.965, 1.345), d('IP12', 'Woodbridge', 52.09, 1.33), d('IP13', 'Woodbridge', 52.17, 1.3),
  d('IP14', 'Stowmarket', 52.19, 1.0), d('IP15', 'Aldeburgh', 52.155, 1.595), d('IP16', 'Leiston', 52.21, 1.58),
  d('IP17', 'Saxmundham', 52.215, 1.49), d('IP18', 'Southwold', 52.325, 1.675), d('IP19', 'Halesworth', 52.345, 1.5),
  d('IP22', 'Diss', 52.375, 1.105), d('IP24', 'Thetford', 52.415, 0.75), d('IP25', 'Thetford', 52.57, 0.83),
  d('IP27', 'Brandon', 52.45, 0.62), d('IP28', 'Bury St Edmunds', 52.345, 0.51), d('IP30', 'Bury St Edmunds', 52.23, 0.79),
  d('IP32', 'Bury St Edmunds', 52.25, 0.725), d('IP33', 'Bury St Edmunds', 52.24, 0.705),

  // ---- Inverness and the Highlands (IV) ----
  d('IV1', 'Inverness', 57.49, -4.23), d('IV2', 'Inverness', 57.47, -4.15), d('IV3', 'Inverness', 57.47, -4.26),
  d('IV4', 'Beauly', 57.48, -4.46), d('IV12', 'Nairn', 57.585, -3.87), d('IV15', 'Dingwall', 57.595, -4.43),
  d('IV18', 'Invergordon', 57.69, -4.17), d('IV19', 'Tain', 57.81, -4.055), d('IV30', 'Elgin', 57.65, -3.32),
  d('IV31', 'Lossiemouth', 57.72, -3.285), d('IV36', 'Forres', 57.61, -3.61), d('IV40', 'Kyle', 57.28, -5.7),
  d('IV51', 'Portree', 57.41, -6.2),

  // ---- Kilmarnock and Ayrshire (KA) ----
  d('KA1', 'Kilmarnock', 55.612, -4.495), d('KA2', 'Kilmarnock', 55.61, -4.55), d('KA3', 'Kilmarnock', 55.645, -4.48),
  d('KA6', 'Ayr', 55.43, -4.55), d('KA7', 'Ayr', 55.45, -4.63), d('KA8', 'Ayr', 55.47, -4.62),
  d('KA9', 'Prestwick', 55.495, -4.61), d('KA10', 'Troon', 55.54, -4.66), d('KA11', 'Irvine', 55.62, -4.66),
  d('KA12', 'Irvine', 55.61, -4.67), d('KA13', 'Kilwinning', 55.655, -4.705), d('KA15', 'Beith', 55.75, -4.635),
  d('KA18', 'Cumnock', 55.455, -4.265), d('KA20', 'Stevenston', 55.64, -4.755), d('KA21', 'Saltcoats', 55.635, -4.785),
  d('KA22', 'Ardrossan', 55.64, -4.81), d('KA26', 'Girvan', 55.24, -4.855), d('KA30', 'Largs', 55.795, -4.865),

  // ---- Kirkwall, Caithness (KW) ----
  d('KW1', 'Wick', 58.44, -3.095), d('KW14', 'Thurso', 58.59, -3.525), d('KW15', 'Kirkwall', 58.98, -2.96),
  d('KW16', 'Stromness', 58.965, -3.3), d('KW17', 'Orkney', 59.05, -2.9),

  // ---- Kirkcaldy and Fife (KY) ----
  d('KY1', 'Kirkcaldy', 56.115, -3.15), d('KY2', 'Kirkcaldy', 56.12, -3.185), d('KY3', 'Burntisland', 56.06, -3.24),
  d('KY4', 'Cowdenbeath', 56.11, -3.34), d('KY5', 'Lochgelly', 56.135, -3.31), d('KY6', 'Glenrothes', 56.19, -3.175),
  d('KY7', 'Glenrothes', 56.195, -3.195), d('KY8', 'Leven', 56.195, -3.0), d('KY10', 'Anstruther', 56.225, -2.7),
  d('KY11', 'Dunfermline', 56.055, -3.42), d('KY12', 'Dunfermline', 56.075, -3.475), d('KY13', 'Kinross', 56.205, -3.425),
  d('KY15', 'Cupar', 56.32, -3.01), d('KY16', 'St Andrews', 56.34, -2.8),

  // ---- Lancaster and south Cumbria (LA) ----
  d('LA1', 'Lancaster', 54.045, -2.8), d('LA2', 'Lancaster', 54.06, -2.7), d('LA3', 'Morecambe', 54.05, -2.88),
  d('LA4', 'Morecambe', 54.07, -2.86), d('LA5', 'Carnforth', 54.13, -2.77), d('LA6', 'Carnforth', 54.2, -2.6),
  d('LA7', 'Milnthorpe', 54.23, -2.77), d('LA8', 'Kendal', 54.34, -2.8), d('LA9', 'Kendal', 54.325, -2.745),
  d('LA11', 'Grange-over-Sands', 54.195, -2.91), d('LA12', 'Ulverston', 54.195, -3.09),
  d('LA13', 'Barrow-in-Furness', 54.12, -3.215), d('LA14', 'Barrow-in-Furness', 54.115, -3.235),
  d('LA15', 'Dalton-in-Furness', 54.155, -3.18), d('LA22', 'Ambleside', 54.43, -2.96), d('LA23', 'Windermere', 54.375, -2.905),

  // ---- Llandrindod Wells, Powys (LD) ----
  d('LD1', 'Llandrindod Wells', 52.24, -3.38), d('LD2', 'Builth Wells', 52.15, -3.4), d('LD3', 'Brecon', 51.945, -3.39),
  d('LD6', 'Rhayader', 52.3, -3.51), d('LD7', 'Knighton', 52.345, -3.05), d('LD8', 'Presteigne', 52.275, -3.0),

  // ---- Leicester and Leicestershire (LE) ----
  d('LE1', 'Leicester', 52.636, -1.133), d('LE2', 'Leicester', 52.615, -1.115), d('LE3', 'Leicester', 52.63, -1.18),
  d('LE4', 'Leicester', 52.665, -1.13), d('LE5', 'Leicester', 52.64, -1.085), d('LE7', 'Leicester', 52.68, -1.05),
  d('LE8', 'Leicester', 52.57, -1.12), d('LE9', 'Leicester', 52.58, -1.25), d('LE10', 'Hinckley', 52.54, -1.375),
  d('LE11', 'Loughborough', 52.772, -1.205), d('LE12', 'Loughborough', 52.76, -1.17), d('LE13', 'Melton Mowbray', 52.765, -0.885),
  d('LE14', 'Melton Mowbray', 52.78, -0.9), d('LE15', 'Oakham', 52.67, -0.73), d('LE16', 'Market Harborough', 52.48, -0.92),
  d('LE17', 'Lutterworth', 52.455, -1.2), d('LE18', 'Wigston', 52.585, -1.105), d('LE19', 'Leicester', 52.59, -1.2),
  d('LE65', 'Ashby-de-la-Zouch', 52.745, -1.475), d('LE67', 'Coalville', 52.72, -1.37),

  // ---- Llandudno and north Wales (LL) ----
  d('LL11', 'Wrexham', 53.055, -3.01), d('LL12', 'Wrexham', 53.075, -2.98), d('LL13', 'Wrexham', 53.04, -2.975),
  d('LL14', 'Wrexham', 53.0, -3.06), d('LL15', 'Ruthin', 53.115, -3.31), d('LL16', 'Denbigh', 53.185, -3.415),
  d('LL17', 'St Asaph', 53.255, -3.44), d('LL18', 'Rhyl', 53.315, -3.49), d('LL19', 'Prestatyn', 53.335, -3.4),
  d('LL20', 'Llangollen', 52.97, -3.17), d('LL22', 'Abergele', 53.28, -3.58), d('LL28', 'Colwyn Bay', 53.3, -3.745),
  d('LL29', 'Colwyn Bay', 53.29, -3.725), d('LL30', 'Llandudno', 53.32, -3.825), d('LL31', 'Llandudno Junction', 53.29, -3.8),
  d('LL32', 'Conwy', 53.28, -3.83), d('LL40', 'Dolgellau', 52.745, -3.885), d('LL41', 'Blaenau Ffestiniog', 52.995, -3.94),
  d('LL42', 'Barmouth', 52.72, -4.055), d('LL49', 'Porthmadog', 52.93, -4.13), d('LL53', 'Pwllheli', 52.89, -4.415),
  d('LL55', 'Caernarfon', 53.14, -4.27), d('LL57', 'Bangor', 53.225, -4.13), d('LL58', 'Beaumaris', 53.265, -4.095),
  d('LL59', 'Menai Bridge', 53.225, -4.165), d('LL65', 'Holyhead', 53.305, -4.63), d('LL77', 'Llangefni', 53.255, -4.315),

  // ---- Lincoln (LN) ----
  d('LN1', 'Lincoln', 53.235, -0.56), d('LN2', 'Lincoln', 53.245, -0.52), d('LN3', 'Lincoln', 53.25, -0.4),
  d('LN4', 'Lincoln', 53.17, -0.42), d('LN5', 'Lincoln', 53.2, -0.55), d('LN6', 'Lincoln', 53.2, -0.59),
  d('LN8', 'Market Rasen', 53.39, -0.335), d('LN9', 'Horncastle', 53.21, -0.115), d('LN10', 'Woodhall Spa', 53.15, -0.21),
  d('LN11', 'Louth', 53.365, 0.005), d('LN12', 'Mablethorpe', 53.34, 0.26), d('LN13', 'Alford', 53.26, 0.175),

  // ---- Luton (LU) ----
  d('LU1', 'Luton', 51.875, -0.42), d('LU2', 'Luton', 51.895, -0.4), d('LU3', 'Luton', 51.905, -0.44),
  d('LU4', 'Luton', 51.9, -0.47), d('LU5', 'Dunstable', 51.9, -0.515), d('LU6', 'Dunstable', 51.885, -0.525),
  d('LU7', 'Leighton Buzzard', 51.915, -0.665),

  // ---- Medway and Maidstone (ME) ----
  d('ME1', 'Rochester', 51.375, 0.5), d('ME2', 'Rochester', 51.395, 0.49), d('ME3', 'Rochester', 51.43, 0.56),
  d('ME4', 'Chatham', 51.375, 0.53), d('ME5', 'Chatham', 51.345, 0.53), d('ME6', 'Snodland', 51.33, 0.445),
  d('ME7', 'Gillingham', 51.385, 0.56), d('ME8', 'Gillingham', 51.36, 0.6), d('ME9', 'Sittingbourne', 51.33, 0.72),
  d('ME10', 'Sittingbourne', 51.34, 0.735), d('ME11', 'Queenborough', 51.415, 0.745), d('ME12', 'Sheerness', 51.435, 0.8),
  d('ME13', 'Faversham', 51.315, 0.89), d('ME14', 'Maidstone', 51.285, 0.54), d('ME15', 'Maidstone', 51.255, 0.535),
  d('ME16', 'Maidstone', 51.27, 0.49), d('ME17', 'Maidstone', 51.22, 0.61), d('ME18', 'Maidstone', 51.24, 0.41),
  d('ME19', 'West Malling', 51.295, 0.4), d('ME20', 'Aylesford', 51.305, 0.47),

  // ---- Milton Keynes and Bedford (MK) ----
  d('MK1', 'Milton Keynes', 52.0, -0.725), d('MK2', 'Milton Keynes', 51.99, -0.73), d('MK3', 'Milton Keynes', 51.995, -0.755),
  d('MK4', 'Milton Keynes', 52.01, -0.79), d('MK5', 'Milton Keynes', 52.025, -0.78), d('MK6', 'Milton Keynes', 52.025, -0.74),
  d('MK7', 'Milton Keynes', 52.02, -0.7), d('MK8', 'Milton Keynes', 52.04, -0.805), d('MK9', 'Milton Keynes', 52.042, -0.757),
  d('MK10', 'Milton Keynes', 52.045, -0.7), d('MK11', 'Milton Keynes', 52.06, -0.855), d('MK12', 'Milton Keynes', 52.06, -0.81),
  d('MK13', 'Milton Keynes', 52.055, -0.78), d('MK14', 'Milton Keynes', 52.07, -0.76), d('MK15', 'Milton Keynes', 52.06, -0.725),
  d('MK16', 'Newport Pagnell', 52.085, -0.72), d('MK17', 'Milton Keynes', 51.985, -0.65), d('MK18', 'Buckingham', 52.0, -0.985),
  d('MK19', 'Milton Keynes', 52.09, -0.85), d('MK40', 'Bedford', 52.14, -0.47), d('MK41', 'Bedford', 52.155, -0.455),
  d('MK42', 'Bedford', 52.12, -0.47), d('MK43', 'Bedford', 52.11, -0.56), d('MK44', 'Bedford', 52.19, -0.42),
  d('MK45', 'Bedford', 52.02, -0.48), d('MK46', 'Olney', 52.155, -0.7),

  // ---- Motherwell and Lanarkshire (ML) ----
  d('ML1', 'Motherwell', 55.79, -3.985), d('ML2', 'Wishaw', 55.77, -3.92), d('ML3', 'Hamilton', 55.775, -4.04),
  d('ML4', 'Bellshill', 55.82, -4.02), d('ML5', 'Coatbridge', 55.86, -4.025), d('ML6', 'Airdrie', 55.865, -3.975),
  d('ML7', 'Shotts', 55.82, -3.8), d('ML8', 'Carluke', 55.735, -3.835), d('ML9', 'Larkhall', 55.735, -3.97),
  d('ML10', 'Strathaven', 55.675, -4.065), d('ML11', 'Lanark', 55.67, -3.775), d('ML12', 'Biggar', 55.62, -3.52),

  // ---- Northampton and Northamptonshire (NN) ----
  d('NN1', 'Northampton', 52.238, -0.895), d('NN2', 'Northampton', 52.265, -0.9), d('NN3', 'Northampton', 52.265, -0.85),
  d('NN4', 'Northampton', 52.21, -0.895), d('NN5', 'Northampton', 52.24, -0.94), d('NN6', 'Northampton', 52.31, -0.96),
  d('NN7', 'Northampton', 52.19, -0.96), d('NN8', 'Wellingborough', 52.3, -0.695), d('NN9', 'Wellingborough', 52.33, -0.61),
  d('NN10', 'Rushden', 52.29, -0.6), d('NN11', 'Daventry', 52.255, -1.16), d('NN12', 'Towcester', 52.13, -0.99),
  d('NN13', 'Brackley', 52.03, -1.145), d('NN14', 'Kettering', 52.42, -0.75), d('NN15', 'Kettering', 52.39, -0.72),
  d('NN16', 'Kettering', 52.405, -0.73), d('NN17', 'Corby', 52.49, -0.69), d('NN18', 'Corby', 52.475, -0.71),

  // ---- Newport and Gwent (NP) ----
  d('NP4', 'Pontypool', 51.7, -3.04), d('NP7', 'Abergavenny', 51.825, -3.015), d('NP8', 'Crickhowell', 51.86, -3.135),
  d('NP10', 'Newport', 51.58, -3.055), d('NP11', 'Newport', 51.615, -3.11), d('NP12', 'Blackwood', 51.66, -3.19),
  d('NP13', 'Abertillery', 51.73, -3.135), d('NP15', 'Usk', 51.7, -2.9), d('NP16', 'Chepstow', 51.64, -2.68),
  d('NP18', 'Newport', 51.61, -2.955), d('NP19', 'Newport', 51.59, -2.97), d('NP20', 'Newport', 51.585, -3.0),
  d('NP22', 'Tredegar', 51.775, -3.245), d('NP23', 'Ebbw Vale', 51.775, -3.205), d('NP25', 'Monmouth', 51.81, -2.715),
  d('NP26', 'Caldicot', 51.59, -2.755), d('NP44', 'Cwmbran', 51.65, -3.02),

  // ---- Norwich and Norfolk (NR) ----
  d('NR1', 'Norwich', 52.625, 1.3), d('NR2', 'Norwich', 52.63, 1.28), d('NR3', 'Norwich', 52.645, 1.29),
  d('NR4', 'Norwich', 52.61, 1.26), d('NR5', 'Norwich', 52.64, 1.23), d('NR6', 'Norwich', 52.655, 1.29),
  d('NR7', 'Norwich', 52.64, 1.335), d('NR8', 'Norwich', 52.68, 1.21), d('NR9', 'Norwich', 52.62, 1.12),
  d('NR10', 'Norwich', 52.74, 1.28), d('NR11', 'Norwich', 52.81, 1.27), d('NR12', 'Norwich', 52.71, 1.41),
  d('NR13', 'Norwich', 52.62, 1.45), d('NR14', 'Norwich', 52.56, 1.37), d('NR15', 'Norwich', 52.5, 1.24),
  d('NR17', 'Attleborough', 52.515, 1.02), d('NR18', 'Wymondham', 52.57, 1.115), d('NR19', 'Dereham', 52.68, 0.94),
  d('NR20', 'Dereham', 52.72, 1.01), d('NR21', 'Fakenham', 52.83, 0.845), d('NR23', 'Wells-next-the-Sea', 52.95, 0.85),
  d('NR25', 'Holt', 52.905, 1.09), d('NR26', 'Sheringham', 52.94, 1.21), d('NR27', 'Cromer', 52.93, 1.3),
  d('NR28', 'North Walsham', 52.82, 1.385), d('NR29', 'Great Yarmouth', 52.71, 1.62), d('NR30', 'Great Yarmouth', 52.61, 1.73),
  d('NR31', 'Great Yarmouth', 52.575, 1.72), d('NR32', 'Lowestoft', 52.485, 1.735), d('NR33', 'Lowestoft', 52.46, 1.725),
  d('NR34', 'Beccles', 52.455, 1.56), d('NR35', 'Bungay', 52.455, 1.44),

  // ---- Oldham, Rochdale, Tameside (OL) ----
  d('OL1', 'Oldham', 53.545, -2.11), d('OL2', 'Oldham', 53.575, -2.095), d('OL3', 'Oldham', 53.555, -2.0),
  d('OL4', 'Oldham', 53.545, -2.07), d('OL5', 'Ashton-under-Lyne', 53.515, -2.04), d('OL6', 'Ashton-under-Lyne', 53.49, -2.085),
  d('OL7', 'Ashton-under-Lyne', 53.49, -2.105), d('OL8', 'Oldham', 53.53, -2.115), d('OL9', 'Oldham', 53.54, -2.14),
  d('OL10', 'Heywood', 53.595, -2.22), d('OL11', 'Rochdale', 53.605, -2.165), d('OL12', 'Rochdale', 53.625, -2.16),
  d('OL13', 'Bacup', 53.705, -2.2), d('OL14', 'Todmorden', 53.715, -2.1), d('OL15', 'Littleborough', 53.645, -2.095),
  d('OL16', 'Rochdale', 53.615, -2.135),

  // ---- Oxford and Oxfordshire (OX) ----
  d('OX1', 'Oxford', 51.75, -1.26), d('OX2', 'Oxford', 51.765, -1.275), d('OX3', 'Oxford', 51.76, -1.21),
  d('OX4', 'Oxford', 51.735, -1.215), d('OX5', 'Kidlington', 51.825, -1.29), d('OX7', 'Chipping Norton', 51.94, -1.545),
  d('OX9', 'Thame', 51.745, -0.975), d('OX10', 'Wallingford', 51.6, -1.13), d('OX11', 'Didcot', 51.605, -1.245),
  d('OX12', 'Wantage', 51.59, -1.425), d('OX13', 'Abingdon', 51.68, -1.38), d('OX14', 'Abingdon', 51.67, -1.28),
  d('OX15', 'Banbury', 52.04, -1.45), d('OX16', 'Banbury', 52.062, -1.335), d('OX17', 'Banbury', 52.08, -1.26),
  d('OX18', 'Carterton', 51.765, -1.59), d('OX20', 'Woodstock', 51.85, -1.35), d('OX25', 'Bicester', 51.87, -1.22),
  d('OX26', 'Bicester', 51.9, -1.15), d('OX27', 'Bicester', 51.92, -1.13), d('OX28', 'Witney', 51.785, -1.485),
  d('OX29', 'Witney', 51.78, -1.42), d('OX33', 'Oxford', 51.745, -1.13), d('OX44', 'Oxford', 51.69, -1.15),

  // ---- Paisley, Inverclyde, Argyll (PA) ----
  d('PA1', 'Paisley', 55.845, -4.42), d('PA2', 'Paisley', 55.83, -4.45), d('PA3', 'Paisley', 55.855, -4.45),
  d('PA4', 'Renfrew', 55.875, -4.39), d('PA5', 'Johnstone', 55.83, -4.51), d('PA7', 'Bishopton', 55.905, -4.505),
  d('PA8', 'Erskine', 55.905, -4.455), d('PA11', 'Bridge of Weir', 55.86, -4.58), d('PA14', 'Port Glasgow', 55.935, -4.69),
  d('PA15', 'Greenock', 55.945, -4.755), d('PA16', 'Greenock', 55.945, -4.79), d('PA19', 'Gourock', 55.955, -4.815),
  d('PA20', 'Isle of Bute', 55.835, -5.055), d('PA23', 'Dunoon', 55.95, -4.925), d('PA28', 'Campbeltown', 55.425, -5.605),
  d('PA31', 'Lochgilphead', 56.04, -5.43), d('PA34', 'Oban', 56.415, -5.47),

  // ---- Peterborough, Fens, Lincolnshire coast (PE) ----
  d('PE1', 'Peterborough', 52.58, -0.235), d('PE2', 'Peterborough', 52.555, -0.255), d('PE3', 'Peterborough', 52.585, -0.28),
  d('PE4', 'Peterborough', 52.61, -0.275), d('PE6', 'Peterborough', 52.64, -0.2), d('PE7', 'Peterborough', 52.54, -0.15),
  d('PE8', 'Peterborough', 52.48, -0.47), d('PE9', 'Stamford', 52.65, -0.48), d('PE10', 'Bourne', 52.77, -0.375),
  d('PE11', 'Spalding', 52.79, -0.15), d('PE12', 'Spalding', 52.8, 0.03), d('PE13', 'Wisbech', 52.665, 0.16),
  d('PE14', 'Wisbech', 52.63, 0.2), d('PE15', 'March', 52.55, 0.085), d('PE16', 'Chatteris', 52.455, 0.055),
  d('PE19', 'St Neots', 52.23, -0.265), d('PE20', 'Boston', 52.94, -0.1), d('PE21', 'Boston', 52.975, -0.025),
  d('PE22', 'Boston', 53.05, 0.05), d('PE23', 'Spilsby', 53.16, 0.15), d('PE24', 'Skegness', 53.12, 0.3),
  d('PE25', 'Skegness', 53.145, 0.335), d('PE26', 'Ramsey', 52.45, -0.105), d('PE27', 'St Ives', 52.33, -0.075),
  d('PE28', 'Huntingdon', 52.35, -0.2), d('PE29', 'Huntingdon', 52.335, -0.185), d('PE30', "King's Lynn", 52.755, 0.405),
  d('PE31', "King's Lynn", 52.88, 0.6), d('PE32', "King's Lynn", 52.72, 0.6), d('PE33', "King's Lynn", 52.64, 0.46),
  d('PE34', "King's Lynn", 52.73, 0.3), d('PE36', 'Hunstanton', 52.94, 0.495), d('PE37', 'Swaffham', 52.65, 0.685),
  d('PE38', 'Downham Market', 52.605, 0.38),

  // ---- Perth and Perthshire, Lochaber (PH) ----
  d('PH1', 'Perth', 56.4, -3.46), d('PH2', 'Perth', 56.39, -3.41), d('PH3', 'Auchterarder', 56.295, -3.7),
  d('PH7', 'Crieff', 56.375, -3.84), d('PH8', 'Dunkeld', 56.565, -3.59), d('PH10', 'Blairgowrie', 56.59, -3.34),
  d('PH15', 'Aberfeldy', 56.62, -3.87), d('PH16', 'Pitlochry', 56.705, -3.735), d('PH22', 'Aviemore', 57.195, -3.83),
  d('PH26', 'Grantown-on-Spey', 57.33, -3.61), d('PH33', 'Fort William', 56.82, -5.105),

  // ---- Plymouth and east Cornwall (PL) ----
  d('PL1', 'Plymouth', 50.37, -4.15), d('PL2', 'Plymouth', 50.385, -4.155), d('PL3', 'Plymouth', 50.39, -4.125),
  d('PL4', 'Plymouth', 50.375, -4.125), d('PL5', 'Plymouth', 50.41, -4.165), d('PL6', 'Plymouth', 50.42, -4.115),
  d('PL7', 'Plymouth', 50.385, -4.05), d('PL8', 'Plymouth', 50.33, -3.99), d('PL9', 'Plymouth', 50.355, -4.09),
  d('PL11', 'Torpoint', 50.375, -4.21), d('PL12', 'Saltash', 50.41, -4.23), d('PL13', 'Looe', 50.36, -4.455),
  d('PL14', 'Liskeard', 50.455, -4.465), d('PL15', 'Launceston', 50.635, -4.36), d('PL17', 'Callington', 50.505, -4.315),
  d('PL19', 'Tavistock', 50.55, -4.145), d('PL20', 'Yelverton', 50.49, -4.085), d('PL21', 'Ivybridge', 50.39, -3.92),
  d('PL22', 'Lostwithiel', 50.41, -4.67), d('PL24', 'Par', 50.35, -4.705), d('PL25', 'St Austell', 50.34, -4.785),
  d('PL26', 'St Austell', 50.34, -4.85), d('PL27', 'Wadebridge', 50.52, -4.835), d('PL28', 'Padstow', 50.54, -4.935),
  d('PL30', 'Bodmin', 50.48, -4.75), d('PL31', 'Bodmin', 50.47, -4.72), d('PL32', 'Camelford', 50.62, -4.68),

  // ---- Portsmouth, Chichester, Isle of Wight (PO) ----
  d('PO1', 'Portsmouth', 50.798, -1.09), d('PO2', 'Portsmouth', 50.815, -1.075), d('PO3', 'Portsmouth', 50.81, -1.055),
  d('PO4', 'Southsea', 50.785, -1.065), d('PO5', 'Southsea', 50.788, -1.085), d('PO6', 'Portsmouth', 50.845, -1.07),
  d('PO7', 'Waterlooville', 50.88, -1.03), d('PO8', 'Waterlooville', 50.91, -1.01), d('PO9', 'Havant', 50.86, -0.985),
  d('PO10', 'Emsworth', 50.85, -0.935), d('PO11', 'Hayling Island', 50.79, -0.975), d('PO12', 'Gosport', 50.795, -1.135),
  d('PO13', 'Gosport', 50.805, -1.175), d('PO14', 'Fareham', 50.835, -1.21), d('PO15', 'Fareham', 50.86, -1.235),
  d('PO16', 'Fareham', 50.855, -1.175), d('PO17', 'Fareham', 50.9, -1.185), d('PO18', 'Chichester', 50.85, -0.82),
  d('PO19', 'Chichester', 50.835, -0.78), d('PO20', 'Chichester', 50.76, -0.8), d('PO21', 'Bognor Regis', 50.785, -0.69),
  d('PO22', 'Bognor Regis', 50.795, -0.65), d('PO30', 'Newport', 50.7, -1.29), d('PO31', 'Cowes', 50.755, -1.3),
  d('PO32', 'East Cowes', 50.75, -1.26), d('PO33', 'Ryde', 50.725, -1.16), d('PO35', 'Bembridge', 50.685, -1.085),
  d('PO36', 'Sandown', 50.655, -1.16), d('PO37', 'Shanklin', 50.63, -1.18), d('PO38', 'Ventnor', 50.6, -1.22),
  d('PO40', 'Freshwater', 50.68, -1.52), d('PO41', 'Yarmouth', 50.705, -1.49),

  // ---- Preston and central Lancashire (PR) ----
  d('PR1', 'Preston', 53.76, -2.7), d('PR2', 'Preston', 53.785, -2.71), d('PR3', 'Preston', 53.88, -2.7),
  d('PR4', 'Preston', 53.78, -2.85), d('PR5', 'Preston', 53.73, -2.66), d('PR6', 'Chorley', 53.665, -2.61),
  d('PR7', 'Chorley', 53.645, -2.64), d('PR8', 'Southport', 53.625, -3.02), d('PR9', 'Southport', 53.66, -2.97),
  d('PR25', 'Leyland', 53.695, -2.69), d('PR26', 'Leyland', 53.7, -2.745),

  // ---- Reading and Berkshire, north Hampshire (RG) ----
  d('RG1', 'Reading', 51.455, -0.97), d('RG2', 'Reading', 51.43, -0.96), d('RG4', 'Reading', 51.48, -0.975),
  d('RG5', 'Reading', 51.45, -0.9), d('RG6', 'Reading', 51.44, -0.935), d('RG7', 'Reading', 51.4, -1.1),
  d('RG8', 'Reading', 51.5, -1.11), d('RG9', 'Henley-on-Thames', 51.54, -0.91), d('RG10', 'Reading', 51.48, -0.86),
  d('RG12', 'Bracknell', 51.405, -0.74), d('RG14', 'Newbury', 51.4, -1.32), d('RG17', 'Hungerford', 51.43, -1.52),
  d('RG18', 'Thatcham', 51.43, -1.26), d('RG19', 'Thatcham', 51.4, -1.26), d('RG20', 'Newbury', 51.38, -1.38),
  d('RG21', 'Basingstoke', 51.262, -1.09), d('RG22', 'Basingstoke', 51.245, -1.12), d('RG23', 'Basingstoke', 51.25, -1.16),
  d('RG24', 'Basingstoke', 51.285, -1.07), d('RG25', 'Basingstoke', 51.2, -1.1), d('RG26', 'Tadley', 51.345, -1.13),
  d('RG27', 'Hook', 51.28, -0.96), d('RG28', 'Whitchurch', 51.23, -1.34), d('RG29', 'Hook', 51.255, -0.94),
  d('RG30', 'Reading', 51.455, -1.01), d('RG31', 'Reading', 51.46, -1.045), d('RG40', 'Wokingham', 51.405, -0.835),
  d('RG41', 'Wokingham', 51.415, -0.87), d('RG42', 'Bracknell', 51.425, -0.76), d('RG45', 'Crowthorne', 51.37, -0.8),

  // ---- Redhill, east Surrey and mid Sussex (RH) ----
  d('RH1', 'Redhill', 51.24, -0.17), d('RH2', 'Reigate', 51.235, -0.205), d('RH3', 'Betchworth', 51.24, -0.27),
  d('RH4', 'Dorking', 51.23, -0.33), d('RH5', 'Dorking', 51.195, -0.335), d('RH6', 'Horley', 51.175, -0.165),
  d('RH7', 'Lingfield', 51.175, -0.015), d('RH8', 'Oxted', 51.255, 0.0), d('RH9', 'Godstone', 51.245, -0.07),
  d('RH10', 'Crawley', 51.115, -0.16), d('RH11', 'Crawley', 51.11, -0.205), d('RH12', 'Horsham', 51.065, -0.33),
  d('RH13', 'Horsham', 51.05, -0.305), d('RH14', 'Billingshurst', 51.02, -0.45), d('RH15', 'Burgess Hill', 50.955, -0.13),
  d('RH16', 'Haywards Heath', 51.0, -0.1), d('RH17', 'Haywards Heath', 51.01, -0.17), d('RH18', 'Forest Row', 51.1, 0.03),
  d('RH19', 'East Grinstead', 51.125, -0.005), d('RH20', 'Pulborough', 50.955, -0.5),

  // ---- Swansea and south-west Wales (SA) ----
  d('SA1', 'Swansea', 51.62, -3.94), d('SA2', 'Swansea', 51.615, -3.98), d('SA3', 'Swansea', 51.58, -4.05),
  d('SA4', 'Swansea', 51.665, -4.05), d('SA5', 'Swansea', 51.64, -3.955), d('SA6', 'Swansea', 51.67, -3.92),
  d('SA7', 'Swansea', 51.66, -3.88), d('SA8', 'Swansea', 51.72, -3.85), d('SA9', 'Swansea', 51.78, -3.75),
  d('SA10', 'Neath', 51.67, -3.82), d('SA11', 'Neath', 51.66, -3.8), d('SA12', 'Port Talbot', 51.595, -3.78),
  d('SA13', 'Port Talbot', 51.58, -3.76), d('SA14', 'Llanelli', 51.7, -4.11), d('SA15', 'Llanelli', 51.685, -4.165),
  d('SA16', 'Burry Port', 51.685, -4.25), d('SA17', 'Kidwelly', 51.74, -4.3), d('SA18', 'Ammanford', 51.795, -3.99),
  d('SA19', 'Llandeilo', 51.89, -3.99), d('SA20', 'Llandovery', 51.995, -3.795), d('SA31', 'Carmarthen', 51.855, -4.31),
  d('SA32', 'Carmarthen', 51.88, -4.2), d('SA33', 'Carmarthen', 51.83, -4.48), d('SA34', 'Whitland', 51.82, -4.615),
  d('SA43', 'Cardigan', 52.085, -4.66), d('SA44', 'Llandysul', 52.06, -4.35), d('SA48', 'Lampeter', 52.115, -4.08),
  d('SA61', 'Haverfordwest', 51.8, -4.97), d('SA62', 'Haverfordwest', 51.85, -5.05), d('SA65', 'Fishguard', 51.995, -4.975),
  d('SA67', 'Narberth', 51.8, -4.745), d('SA69', 'Saundersfoot', 51.71, -4.7), d('SA70', 'Tenby', 51.675, -4.705),
  d('SA71', 'Pembroke', 51.675, -4.915), d('SA72', 'Pembroke Dock', 51.69, -4.945), d('SA73', 'Milford Haven', 51.715, -5.035),

  // ---- Stevenage and Hertfordshire (SG) ----
  d('SG1', 'Stevenage', 51.905, -0.2), d('SG2', 'Stevenage', 51.9, -0.17), d('SG3', 'Knebworth', 51.865, -0.185),
  d('SG4', 'Hitchin', 51.92, -0.26), d('SG5', 'Hitchin', 51.95, -0.28), d('SG6', 'Letchworth Garden City', 51.98, -0.225),
  d('SG7', 'Baldock', 51.99, -0.185), d('SG8', 'Royston', 52.05, -0.02), d('SG9', 'Buntingford', 51.945, 0.015),
  d('SG11', 'Ware', 51.89, 0.01), d('SG12', 'Ware', 51.81, -0.03), d('SG13', 'Hertford', 51.79, -0.07),
  d('SG14', 'Hertford', 51.8, -0.09), d('SG15', 'Arlesey', 52.005, -0.26), d('SG16', 'Henlow', 52.015, -0.3),
  d('SG17', 'Shefford', 52.035, -0.335), d('SG18', 'Biggleswade', 52.085, -0.265), d('SG19', 'Sandy', 52.13, -0.28),

  // ---- Stockport, Macclesfield, High Peak (SK) ----
  d('SK1', 'Stockport', 53.408, -2.155), d('SK2', 'Stockport', 53.395, -2.13), d('SK3', 'Stockport', 53.4, -2.175),
  d('SK4', 'Stockport', 53.42, -2.18), d('SK5', 'Stockport', 53.425, -2.14), d('SK6', 'Stockport', 53.41, -2.07),
  d('SK7', 'Stockport', 53.365, -2.14), d('SK8', 'Cheadle', 53.385, -2.2), d('SK9', 'Wilmslow', 53.33, -2.23),
  d('SK10', 'Macclesfield', 53.28, -2.13), d('SK11', 'Macclesfield', 53.245, -2.145), d('SK12', 'Stockport', 53.35, -2.11),
  d('SK13', 'Glossop', 53.445, -1.95), d('SK14', 'Hyde', 53.45, -2.07), d('SK15', 'Stalybridge', 53.48, -2.05),
  d('SK16', 'Dukinfield', 53.475, -2.085), d('SK17', 'Buxton', 53.255, -1.91), d('SK22', 'High Peak', 53.365, -1.995),
  d('SK23', 'High Peak', 53.33, -1.96),

  // ---- Slough, Windsor, Maidenhead (SL) ----
  d('SL0', 'Iver', 51.52, -0.505), d('SL1', 'Slough', 51.512, -0.6), d('SL2', 'Slough', 51.53, -0.61),
  d('SL3', 'Slough', 51.505, -0.545), d('SL4', 'Windsor', 51.48, -0.615), d('SL5', 'Ascot', 51.41, -0.67),
  d('SL6', 'Maidenhead', 51.52, -0.72), d('SL7', 'Marlow', 51.57, -0.775), d('SL8', 'Bourne End', 51.575, -0.71),
  d('SL9', 'Gerrards Cross', 51.59, -0.555),

  // ---- Swindon and Wiltshire (SN) ----
  d('SN1', 'Swindon', 51.56, -1.78), d('SN2', 'Swindon', 51.58, -1.79), d('SN3', 'Swindon', 51.565, -1.745),
  d('SN4', 'Swindon', 51.53, -1.8), d('SN5', 'Swindon', 51.565, -1.83), d('SN6', 'Swindon', 51.63, -1.71),
  d('SN7', 'Faringdon', 51.655, -1.585), d('SN8', 'Marlborough', 51.42, -1.73), d('SN9', 'Pewsey', 51.34, -1.765),
  d('SN10', 'Devizes', 51.35, -1.99), d('SN11', 'Calne', 51.44, -2.005), d('SN12', 'Melksham', 51.375, -2.14),
  d('SN13', 'Corsham', 51.43, -2.19), d('SN14', 'Chippenham', 51.465, -2.15), d('SN15', 'Chippenham', 51.46, -2.11),
  d('SN16', 'Malmesbury', 51.585, -2.1), d('SN25', 'Swindon', 51.6, -1.79), d('SN26', 'Swindon', 51.61, -1.78),

  // ---- Southampton and south Hampshire (SO) ----
  d('SO14', 'Southampton', 50.905, -1.4), d('SO15', 'Southampton', 50.915, -1.425), d('SO16', 'Southampton', 50.935, -1.43),
  d('SO17', 'Southampton', 50.93, -1.395), d('SO18', 'Southampton', 50.925, -1.36), d('SO19', 'Southampton', 50.9, -1.36),
  d('SO20', 'Stockbridge', 51.115, -1.49), d('SO21', 'Winchester', 51.05, -1.31), d('SO22', 'Winchester', 51.065, -1.33),
  d('SO23', 'Winchester', 51.063, -1.31), d('SO24', 'Alresford', 51.09, -1.16), d('SO30', 'Southampton', 50.915, -1.3),
  d('SO31', 'Southampton', 50.87, -1.3), d('SO32', 'Southampton', 50.955, -1.21), d('SO40', 'Southampton', 50.92, -1.49),
  d('SO41', 'Lymington', 50.755, -1.55), d('SO42', 'Brockenhurst', 50.815, -1.57), d('SO43', 'Lyndhurst', 50.87, -1.575),
  d('SO45', 'Southampton', 50.85, -1.39), d('SO50', 'Eastleigh', 50.97, -1.35), d('SO51', 'Romsey', 50.99, -1.495),
  d('SO52', 'Southampton', 50.975, -1.445), d('SO53', 'Eastleigh', 50.985, -1.385),

  // ---- Salisbury (SP) ----
  d('SP1', 'Salisbury', 51.07, -1.79), d('SP2', 'Salisbury', 51.065, -1.82), d('SP3', 'Salisbury', 51.1, -1.95),
  d('SP4', 'Salisbury', 51.17, -1.775), d('SP5', 'Salisbury', 51.01, -1.8), d('SP6', 'Fordingbridge', 50.925, -1.79),
  d('SP7', 'Shaftesbury', 51.005, -2.195), d('SP8', 'Gillingham', 51.035, -2.275), d('SP9', 'Tidworth', 51.24, -1.66),
  d('SP10', 'Andover', 51.21, -1.48), d('SP11', 'Andover', 51.225, -1.53),

  // ---- Southend and south Essex (SS) ----
  d('SS0', 'Westcliff-on-Sea', 51.545, 0.685), d('SS1', 'Southend-on-Sea', 51.54, 0.715),
  d('SS2', 'Southend-on-Sea', 51.555, 0.715), d('SS3', 'Southend-on-Sea', 51.54, 0.79), d('SS4', 'Rochford', 51.585, 0.71),
  d('SS5', 'Hockley', 51.6, 0.65), d('SS6', 'Rayleigh', 51.59, 0.605), d('SS7', 'Benfleet', 51.555, 0.57),
  d('SS8', 'Canvey Island', 51.525, 0.59), d('SS9', 'Leigh-on-Sea', 51.55, 0.65), d('SS11', 'Wickford', 51.61, 0.525),
  d('SS12', 'Wickford', 51.605, 0.53), d('SS13', 'Basildon', 51.57, 0.505), d('SS14', 'Basildon', 51.575, 0.475),
  d('SS15', 'Basildon', 51.575, 0.425), d('SS16', 'Basildon', 51.56, 0.46), d('SS17', 'Stanford-le-Hope', 51.52, 0.43),

  // ---- Stoke-on-Trent and Staffordshire (ST) ----
  d('ST1', 'Stoke-on-Trent', 53.025, -2.175), d('ST2', 'Stoke-on-Trent', 53.035, -2.14), d('ST3', 'Stoke-on-Trent', 52.99, -2.13),
  d('ST4', 'Stoke-on-Trent', 53.0, -2.185), d('ST5', 'Newcastle', 53.01, -2.235), d('ST6', 'Stoke-on-Trent', 53.055, -2.2),
  d('ST7', 'Stoke-on-Trent', 53.09, -2.25), d('ST8', 'Stoke-on-Trent', 53.115, -2.17), d('ST9', 'Stoke-on-Trent', 53.05, -2.08),
  d('ST10', 'Stoke-on-Trent', 52.985, -1.99), d('ST11', 'Stoke-on-Trent', 52.965, -2.07), d('ST12', 'Stoke-on-Trent', 52.945, -2.165),
  d('ST13', 'Leek', 53.105, -2.025), d('ST14', 'Uttoxeter', 52.9, -1.865), d('ST15', 'Stone', 52.905, -2.15),
  d('ST16', 'Stafford', 52.81, -2.115), d('ST17', 'Stafford', 52.79, -2.095), d('ST18', 'Stafford', 52.82, -2.05),
  d('ST19', 'Stafford', 52.725, -2.115), d('ST20', 'Stafford', 52.78, -2.25), d('ST21', 'Stafford', 52.86, -2.25),

  // ---- Shrewsbury, Shropshire and mid Wales (SY) ----
  d('SY1', 'Shrewsbury', 52.715, -2.75), d('SY2', 'Shrewsbury', 52.705, -2.725), d('SY3', 'Shrewsbury', 52.7, -2.78),
  d('SY4', 'Shrewsbury', 52.8, -2.72), d('SY5', 'Shrewsbury', 52.64, -2.9), d('SY6', 'Church Stretton', 52.54, -2.805),
  d('SY7', 'Craven Arms', 52.44, -2.9), d('SY8', 'Ludlow', 52.37, -2.72), d('SY10', 'Oswestry', 52.84, -3.1),
  d('SY11', 'Oswestry', 52.86, -3.05), d('SY12', 'Ellesmere', 52.905, -2.89), d('SY13', 'Whitchurch', 52.97, -2.68),
  d('SY14', 'Malpas', 53.02, -2.765), d('SY15', 'Montgomery', 52.56, -3.15), d('SY16', 'Newtown', 52.515, -3.31),
  d('SY18', 'Llanidloes', 52.45, -3.54), d('SY20', 'Machynlleth', 52.59, -3.85), d('SY21', 'Welshpool', 52.66, -3.15),
  d('SY23', 'Aberystwyth', 52.41, -4.06), d('SY24', 'Borth', 52.49, -4.02), d('SY25', 'Tregaron', 52.22, -3.935),

  // ---- Taunton and Somerset (TA) ----
  d('TA1', 'Taunton', 51.015, -3.1), d('TA2', 'Taunton', 51.03, -3.1), d('TA3', 'Taunton', 50.99, -3.05),
  d('TA4', 'Taunton', 51.06, -3.27), d('TA5', 'Bridgwater', 51.15, -3.13), d('TA6', 'Bridgwater', 51.128, -3.0),
  d('TA7', 'Bridgwater', 51.14, -2.9), d('TA8', 'Burnham-on-Sea', 51.24, -2.99), d('TA9', 'Highbridge', 51.22, -2.96),
  d('TA10', 'Langport', 51.035, -2.83), d('TA11', 'Somerton', 51.055, -2.73), d('TA12', 'Martock', 50.97, -2.77),
  d('TA18', 'Crewkerne', 50.88, -2.795), d('TA19', 'Ilminster', 50.925, -2.91), d('TA20', 'Chard', 50.875, -2.96),
  d('TA21', 'Wellington', 50.98, -3.225), d('TA23', 'Watchet', 51.18, -3.33), d('TA24', 'Minehead', 51.205, -3.48),

  // ---- Galashiels and the Borders (TD) ----
  d('TD1', 'Galashiels', 55.615, -2.81), d('TD5', 'Kelso', 55.6, -2.435), d('TD6', 'Melrose', 55.595, -2.72),
  d('TD7', 'Selkirk', 55.55, -2.84), d('TD8', 'Jedburgh', 55.475, -2.555), d('TD9', 'Hawick', 55.42, -2.785),
  d('TD11', 'Duns', 55.775, -2.345), d('TD12', 'Coldstream', 55.65, -2.25), d('TD14', 'Eyemouth', 55.87, -2.09),
  d('TD15', 'Berwick-upon-Tweed', 55.77, -2.005),

  // ---- Telford (TF) ----
  d('TF1', 'Telford', 52.7, -2.515), d('TF2', 'Telford', 52.705, -2.45), d('TF3', 'Telford', 52.675, -2.45),
  d('TF4', 'Telford', 52.655, -2.47), d('TF5', 'Telford', 52.72, -2.53), d('TF6', 'Telford', 52.76, -2.56),
  d('TF7', 'Telford', 52.64, -2.445), d('TF8', 'Telford', 52.63, -2.485), d('TF9', 'Market Drayton', 52.905, -2.485),
  d('TF10', 'Newport', 52.77, -2.38), d('TF11', 'Shifnal', 52.665, -2.37), d('TF12', 'Broseley', 52.61, -2.48),
  d('TF13', 'Much Wenlock', 52.595, -2.56),

  // ---- Tonbridge, Tunbridge Wells, the Weald, Hastings (TN) ----
  d('TN1', 'Tunbridge Wells', 51.135, 0.265), d('TN2', 'Tunbridge Wells', 51.14, 0.29), d('TN3', 'Tunbridge Wells', 51.12, 0.22),
  d('TN4', 'Tunbridge Wells', 51.15, 0.255), d('TN5', 'Wadhurst', 51.06, 0.34), d('TN6', 'Crowborough', 51.06, 0.165),
  d('TN7', 'Hartfield', 51.1, 0.1), d('TN8', 'Edenbridge', 51.195, 0.065), d('TN9', 'Tonbridge', 51.19, 0.275),
  d('TN10', 'Tonbridge', 51.21, 0.285), d('TN11', 'Tonbridge', 51.2, 0.23), d('TN12', 'Tonbridge', 51.17, 0.4),
  d('TN13', 'Sevenoaks', 51.275, 0.185), d('TN14', 'Sevenoaks', 51.3, 0.17), d('TN15', 'Sevenoaks', 51.3, 0.28),
  d('TN16', 'Westerham', 51.275, 0.065), d('TN17', 'Cranbrook', 51.095, 0.54), d('TN18', 'Hawkhurst', 51.045, 0.505),
  d('TN20', 'Mayfield', 51.02, 0.26), d('TN21', 'Heathfield', 50.965, 0.26), d('TN22', 'Uckfield', 50.97, 0.095),
  d('TN23', 'Ashford', 51.14, 0.86), d('TN24', 'Ashford', 51.155, 0.89), d('TN25', 'Ashford', 51.16, 0.95),
  d('TN26', 'Ashford', 51.09, 0.79), d('TN27', 'Ashford', 51.2, 0.73), d('TN28', 'New Romney', 50.985, 0.94),
  d('TN29', 'Romney Marsh', 50.99, 0.9), d('TN30', 'Tenterden', 51.07, 0.69), d('TN31', 'Rye', 50.955, 0.73),
  d('TN32', 'Robertsbridge', 50.985, 0.475), d('TN33', 'Battle', 50.915, 0.485), d('TN34', 'Hastings', 50.86, 0.58),
  d('TN35', 'Hastings', 50.875, 0.61), d('TN37', 'St Leonards-on-Sea', 50.87, 0.555),
  d('TN38', 'St Leonards-on-Sea', 50.855, 0.535), d('TN39', 'Bexhill-on-Sea', 50.845, 0.455),
  d('TN40', 'Bexhill-on-Sea', 50.845, 0.49),

  // ---- Torquay and south Devon (TQ) ----
  d('TQ1', 'Torquay', 50.465, -3.52), d('TQ2', 'Torquay', 50.475, -3.545), d('TQ3', 'Paignton', 50.435, -3.58),
  d('TQ4', 'Paignton', 50.42, -3.575), d('TQ5', 'Brixham', 50.39, -3.52), d('TQ6', 'Dartmouth', 50.35, -3.59),
  d('TQ7', 'Kingsbridge', 50.285, -3.775), d('TQ8', 'Salcombe', 50.24, -3.775), d('TQ9', 'Totnes', 50.43, -3.69),
  d('TQ10', 'South Brent', 50.425, -3.83), d('TQ11', 'Buckfastleigh', 50.48, -3.78), d('TQ12', 'Newton Abbot', 50.525, -3.61),
  d('TQ13', 'Newton Abbot', 50.59, -3.7), d('TQ14', 'Teignmouth', 50.55, -3.5),

  // ---- Truro and west Cornwall (TR) ----
  d('TR1', 'Truro', 50.262, -5.05), d('TR2', 'Truro', 50.25, -4.96), d('TR3', 'Truro', 50.22, -5.1),
  d('TR4', 'Truro', 50.3, -5.15), d('TR7', 'Newquay', 50.415, -5.075), d('TR8', 'Newquay', 50.4, -5.02),
  d('TR9', 'St Columb', 50.43, -4.94), d('TR10', 'Penryn', 50.17, -5.11), d('TR11', 'Falmouth', 50.15, -5.075),
  d('TR12', 'Helston', 50.06, -5.16), d('TR13', 'Helston', 50.1, -5.27), d('TR14', 'Camborne', 50.21, -5.3),
  d('TR15', 'Redruth', 50.23, -5.23), d('TR16', 'Redruth', 50.22, -5.22), d('TR17', 'Marazion', 50.125, -5.47),
  d('TR18', 'Penzance', 50.115, -5.54), d('TR19', 'Penzance', 50.09, -5.64), d('TR20', 'Penzance', 50.13, -5.48),
  d('TR21', 'Isles of Scilly', 49.915, -6.315), d('TR26', 'St Ives', 50.205, -5.48), d('TR27', 'Hayle', 50.185, -5.42),

  // ---- Warrington, St Helens, Halton, Altrincham (WA) ----
  d('WA1', 'Warrington', 53.39, -2.585), d('WA2', 'Warrington', 53.41, -2.58), d('WA3', 'Warrington', 53.445, -2.54),
  d('WA4', 'Warrington', 53.365, -2.57), d('WA5', 'Warrington', 53.395, -2.64), d('WA6', 'Frodsham', 53.29, -2.72),
  d('WA7', 'Runcorn', 53.33, -2.7), d('WA8', 'Widnes', 53.365, -2.735), d('WA9', 'St Helens', 53.44, -2.72),
  d('WA10', 'St Helens', 53.455, -2.75), d('WA11', 'St Helens', 53.475, -2.7), d('WA12', 'Newton-le-Willows', 53.455, -2.625),
  d('WA13', 'Lymm', 53.38, -2.475), d('WA14', 'Altrincham', 53.385, -2.355), d('WA15', 'Altrincham', 53.385, -2.32),
  d('WA16', 'Knutsford', 53.305, -2.375),

  // ---- Wakefield and the Calder valley (WF) ----
  d('WF1', 'Wakefield', 53.683, -1.497), d('WF2', 'Wakefield', 53.675, -1.525), d('WF3', 'Wakefield', 53.715, -1.52),
  d('WF4', 'Wakefield', 53.64, -1.56), d('WF5', 'Ossett', 53.68, -1.58), d('WF6', 'Normanton', 53.7, -1.42),
  d('WF7', 'Pontefract', 53.675, -1.36), d('WF8', 'Pontefract', 53.69, -1.31), d('WF9', 'Pontefract', 53.61, -1.33),
  d('WF10', 'Castleford', 53.725, -1.355), d('WF11', 'Knottingley', 53.705, -1.25), d('WF12', 'Dewsbury', 53.68, -1.62),
  d('WF13', 'Dewsbury', 53.695, -1.64), d('WF14', 'Mirfield', 53.675, -1.695), d('WF15', 'Liversedge', 53.71, -1.69),
  d('WF16', 'Heckmondwike', 53.71, -1.67), d('WF17', 'Batley', 53.715, -1.63),

  // ---- Wigan (WN) ----
  d('WN1', 'Wigan', 53.55, -2.63), d('WN2', 'Wigan', 53.535, -2.58), d('WN3', 'Wigan', 53.53, -2.65),
  d('WN4', 'Wigan', 53.49, -2.64), d('WN5', 'Wigan', 53.535, -2.7), d('WN6', 'Wigan', 53.575, -2.675),
  d('WN7', 'Leigh', 53.495, -2.52), d('WN8', 'Skelmersdale', 53.55, -2.775),

  // ---- Worcester and Worcestershire (WR) ----
  d('WR1', 'Worcester', 52.193, -2.22), d('WR2', 'Worcester', 52.19, -2.25), d('WR3', 'Worcester', 52.215, -2.21),
  d('WR4', 'Worcester', 52.2, -2.185), d('WR5', 'Worcester', 52.175, -2.195), d('WR6', 'Worcester', 52.25, -2.4),
  d('WR7', 'Worcester', 52.21, -2.05), d('WR8', 'Worcester', 52.06, -2.22), d('WR9', 'Droitwich', 52.265, -2.15),
  d('WR10', 'Pershore', 52.11, -2.075), d('WR11', 'Evesham', 52.09, -1.945), d('WR12', 'Broadway', 52.04, -1.86),
  d('WR13', 'Malvern', 52.09, -2.34), d('WR14', 'Malvern', 52.11, -2.325), d('WR15', 'Tenbury Wells', 52.31, -2.595),

  // ---- Walsall and south Staffordshire (WS) ----
  d('WS1', 'Walsall', 52.585, -1.98), d('WS2', 'Walsall', 52.59, -2.01), d('WS3', 'Walsall', 52.615, -2.0),
  d('WS4', 'Walsall', 52.61, -1.96), d('WS5', 'Walsall', 52.575, -1.95), d('WS6', 'Walsall', 52.66, -2.025),
  d('WS7', 'Burntwood', 52.68, -1.92), d('WS8', 'Walsall', 52.645, -1.935), d('WS9', 'Walsall', 52.605, -1.915),
  d('WS10', 'Wednesbury', 52.555, -2.02), d('WS11', 'Cannock', 52.69, -2.025), d('WS12', 'Cannock', 52.71, -1.995),
  d('WS13', 'Lichfield', 52.69, -1.83), d('WS14', 'Lichfield', 52.675, -1.8), d('WS15', 'Rugeley', 52.76, -1.935),

  // ---- Wolverhampton (WV) ----
  d('WV1', 'Wolverhampton', 52.587, -2.13), d('WV2', 'Wolverhampton', 52.575, -2.12), d('WV3', 'Wolverhampton', 52.58, -2.155),
  d('WV4', 'Wolverhampton', 52.56, -2.14), d('WV5', 'Wolverhampton', 52.535, -2.185), d('WV6', 'Wolverhampton', 52.595, -2.18),
  d('WV7', 'Wolverhampton', 52.635, -2.27), d('WV8', 'Wolverhampton', 52.63, -2.2), d('WV9', 'Wolverhampton', 52.625, -2.155),
  d('WV10', 'Wolverhampton', 52.615, -2.115), d('WV11', 'Wolverhampton', 52.6, -2.07), d('WV12', 'Willenhall', 52.595, -2.045),
  d('WV13', 'Willenhall', 52.585, -2.055), d('WV14', 'Bilston', 52.565, -2.075), d('WV15', 'Bridgnorth', 52.525, -2.4),
  d('WV16', 'Bridgnorth', 52.53, -2.42),

  // ---- York and North/East Yorkshire (YO) ----
  d('YO1', 'York', 53.958, -1.08), d('YO7', 'Thirsk', 54.23, -1.345), d('YO8', 'Selby', 53.785, -1.07),
  d('YO10', 'York', 53.945, -1.06), d('YO11', 'Scarborough', 54.275, -0.405), d('YO12', 'Scarborough', 54.285, -0.42),
  d('YO13', 'Scarborough', 54.28, -0.53), d('YO14', 'Filey', 54.21, -0.29), d('YO15', 'Bridlington', 54.085, -0.185),
  d('YO16', 'Bridlington', 54.095, -0.21), d('YO17', 'Malton', 54.135, -0.79), d('YO18', 'Pickering', 54.245, -0.775),
  d('YO19', 'York', 53.92, -1.0), d('YO21', 'Whitby', 54.485, -0.625), d('YO22', 'Whitby', 54.46, -0.58),
  d('YO23', 'York', 53.94, -1.11), d('YO24', 'York', 53.945, -1.12), d('YO25', 'Driffield', 54.005, -0.44),
  d('YO26', 'York', 53.965, -1.13), d('YO30', 'York', 53.975, -1.1), d('YO31', 'York', 53.97, -1.065),
  d('YO32', 'York', 54.0, -1.06), d('YO41', 'York', 53.98, -0.93), d('YO42', 'York', 53.93, -0.78),
  d('YO43', 'York', 53.865, -0.665), d('YO51', 'York', 54.095, -1.395), d('YO61', 'York', 54.12, -1.19),
  d('YO62', 'York', 54.245, -1.0),

  // ---- Lerwick, Shetland (ZE) ----
  d('ZE1', 'Shetland', 60.155, -1.15), d('ZE2', 'Shetland', 60.3, -1.3),
];

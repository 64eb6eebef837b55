import { STATISTICS_MEASURES, type StatisticsMeasure } from '@gdzyz/api-client'
import { LabelledSelect } from '../lists/filter-fields'
import { useStatsText } from './messages'

/** A labelled choice of one of the statistics measures (registered volunteers, ...). */
export function MeasureSelect(props: {
  id: string
  label: string
  value: StatisticsMeasure
  onChange: (measure: StatisticsMeasure) => void
}) {
  const text = useStatsText()
  return (
    <LabelledSelect
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value as StatisticsMeasure)}
    >
      {STATISTICS_MEASURES.map((m) => (
        <option key={m} value={m}>
          {text.measures[m]}
        </option>
      ))}
    </LabelledSelect>
  )
}

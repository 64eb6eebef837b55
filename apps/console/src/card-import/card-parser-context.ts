import { createContext, useContext } from 'react'
import { type CardParser, workerParser } from './card-parser'

/** How the page reads files: in a Web Worker; tests give an in-thread parser. */
export const CardParserContext = createContext<CardParser>(workerParser)

export const useCardParser = (): CardParser => useContext(CardParserContext)

package webtest

import ()

// SekiWithEyesGame is a finished 9x9 game in a seki with an eye each: White's inner group
// (eye C9) and Black's (eye G9) share E9 and E8. The estimate kills nothing and leaves both
// inner groups uncertain. Black's territory is A6 B6 and A5-D1 (22 points), White's G6-J6 and
// F5-J1 (18); the seki's eyes count for nobody under Japanese rules: with komi 0.5, B+3.5.
var SekiWithEyesGame = sgfFromRows(
	"xo.o.x.xo",
	"xooo.xxxo",
	"xxxooxooo",
	"..xxxo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
)

const SekiUncertain = "B9 D9 F9 H9 B8 C8 D8 F8 G8 H8 D7 E7 F7"

// UncertainNotice is the start of the board page's notice of sekiWithEyesGame in each language.
var UncertainNotice = map[string]string{
	"en": "The engine is not sure of the groups at " + SekiUncertain + ": the players or the director must confirm them",
	"cs": "Program si není jistý skupinami na " + SekiUncertain + ": hráči nebo ředitel je musí potvrdit",
	"sk": "Program si nie je istý skupinami na " + SekiUncertain + ": hráči alebo riaditeľ ich musia potvrdiť",
	"fi": "Ohjelma ei ole varma ryhmistä kohdissa " + SekiUncertain + ": pelaajien tai tuomarin on vahvistettava ne",
	"de": "Das Programm ist sich bei den Gruppen auf " + SekiUncertain + " nicht sicher",
	"fr": "Le programme n'est pas sûr des groupes en " + SekiUncertain + " : les joueurs ou l'arbitre doivent les confirmer",
}

package tourgen

// country is where generated players come from: common family and first names, clubs (as
// the EGD writes them, four letters of the town) and towns to host a tournament.
type country struct {
	code   string
	names  []string
	first  []string
	clubs  []string
	cities []string
}

var countries = []country{
	{"CZ", []string{"Novák", "Svoboda", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec", "Pokorný", "Marek", "Pospíšil"},
		[]string{"Jan", "Petr", "Tomáš", "Lukáš", "Jakub", "Ondřej", "Eva", "Lucie", "Tereza", "Kateřina", "Martin", "Vojtěch"},
		[]string{"Brno", "Prah", "Olom", "Ostr", "Plze"}, []string{"Brno", "Praha", "Olomouc"}},
	{"SK", []string{"Horváth", "Kováč", "Varga", "Tóth", "Nagy", "Baláž", "Szabó", "Molnár", "Lukáč", "Kollár"},
		[]string{"Peter", "Martin", "Michal", "Ján", "Jozef", "Zuzana", "Mária", "Lenka", "Juraj", "Matej"},
		[]string{"Brat", "Kosi", "Zili", "Nitr"}, []string{"Bratislava", "Košice", "Žilina"}},
	{"FI", []string{"Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen"},
		[]string{"Mikko", "Juha", "Antti", "Jussi", "Ville", "Aino", "Sanna", "Laura", "Eero", "Timo"},
		[]string{"Hels", "Tamp", "Turk", "Oulu"}, []string{"Helsinki", "Tampere", "Turku"}},
	{"DE", []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter"},
		[]string{"Lukas", "Jonas", "Felix", "Maximilian", "Anna", "Lena", "Sophie", "Jürgen", "Stefan", "Katrin", "Tobias", "Julia"},
		[]string{"Berl", "Hamb", "Münc", "Köln", "Frei", "Leip"}, []string{"Berlin", "Hamburg", "München", "Leipzig"}},
	{"FR", []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Lefèvre", "Girard"},
		[]string{"Pierre", "Jean", "Louis", "Hélène", "Camille", "Léa", "Chloé", "Mathieu", "François", "Élodie", "Théo", "Manon"},
		[]string{"Pari", "Lyon", "Toul", "Gren", "Lill"}, []string{"Paris", "Lyon", "Toulouse", "Grenoble"}},
	{"PL", []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak"},
		[]string{"Piotr", "Krzysztof", "Andrzej", "Tomasz", "Paweł", "Anna", "Katarzyna", "Małgorzata", "Agnieszka", "Michał"},
		[]string{"Wars", "Krak", "Wroc", "Pozn"}, []string{"Warszawa", "Kraków", "Wrocław"}},
	{"NL", []string{"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer"},
		[]string{"Daan", "Sem", "Lucas", "Bram", "Emma", "Julia", "Sanne", "Pieter", "Joost", "Femke"},
		[]string{"Amst", "Utre", "Leid", "Delf"}, []string{"Amsterdam", "Utrecht", "Leiden"}},
	{"GB", []string{"Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Roberts"},
		[]string{"Oliver", "Harry", "George", "Jack", "Amelia", "Olivia", "Emily", "Charlotte", "Matthew", "Toby"},
		[]string{"Lond", "Camb", "Oxfo", "Edin"}, []string{"London", "Cambridge", "Oxford"}},
	{"HU", []string{"Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Farkas"},
		[]string{"László", "István", "Gábor", "Zoltán", "Péter", "Katalin", "Eszter", "Zsófia", "Attila", "Ágnes"},
		[]string{"Buda", "Debr", "Szeg"}, []string{"Budapest", "Debrecen", "Szeged"}},
	{"JP", []string{"Satō", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Itō", "Yamamoto", "Nakamura", "Kobayashi", "Katō"},
		[]string{"Haruki", "Kenji", "Takumi", "Yūki", "Sakura", "Yui", "Aoi", "Hiroshi", "Daiki", "Mei"},
		[]string{"Toky", "Osak", "Kyot"}, []string{"Tokyo"}},
	{"KR", []string{"Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim"},
		[]string{"Min-jun", "Seo-yeon", "Ji-hoon", "Ha-eun", "Do-yoon", "Su-bin", "Hyun-woo", "Ji-woo", "Jae-won", "Eun-ji"},
		[]string{"Seou", "Busa"}, []string{"Seoul"}},
	{"CN", []string{"Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou"},
		[]string{"Wei", "Fang", "Jing", "Lei", "Yan", "Jun", "Hao", "Xin", "Yu", "Ming"},
		[]string{"Beij", "Shan", "Chen"}, []string{"Beijing"}},
}

# cut.py keeps of old_test.go.in the lines marked with one of the features given as arguments
# ("//pr: ...", the mark removed) and the unmarked lines.
import re, sys
features = set(sys.argv[1:])
for line in sys.stdin:
    m = re.match(r'^(\s*)//(\w+): (.*)$', line.rstrip('\n'))
    if m:
        if m.group(2) in features:
            print(m.group(1) + m.group(3))
        continue
    sys.stdout.write(line)
